import "server-only";
import { cookies } from "next/headers";
import { CONTACT_COOKIE, OPERATOR_COOKIE, operatorFromToken } from "../server/operator-auth";

/** The signed-in operator of this page request, or null. */
export async function currentOperator() {
  return operatorFromToken((await cookies()).get(OPERATOR_COOKIE)?.value);
}

/** The number or address a code was just sent to (for the code step), or "". */
export async function pendingContact(): Promise<string> {
  const raw = (await cookies()).get(CONTACT_COOKIE)?.value ?? "";
  try {
    return decodeURIComponent(raw).slice(0, 254);
  } catch {
    return "";
  }
}
