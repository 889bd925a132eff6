import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentUser, type StaffUser } from "./guard";
import { ADMIN_PATH_HEADER, loginUrl } from "../safe-next";

/**
 * For server components that read admin data: the signed-in staff member, or a redirect to
 * sign in. Layouts do not re-run on every navigation, so data reads check for themselves.
 */
export async function requireStaff(): Promise<StaffUser> {
  const h = await headers();
  const user = await currentUser(h);
  if (!user) redirect(loginUrl(h.get(ADMIN_PATH_HEADER)));
  return user;
}
