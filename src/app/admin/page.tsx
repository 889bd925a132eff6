import { redirect } from "next/navigation";
import { ADMIN_HOME } from "@/modules/auth/safe-next";

export const dynamic = "force-dynamic";

export default function AdminIndex() {
  redirect(ADMIN_HOME);
}
