import { headers } from "next/headers";
import { can } from "@/modules/auth";
import { currentUser } from "@/modules/auth/server/guard";
import { NoPermission } from "@/modules/auth/admin/components/no-permission";
import { RoutingSetup } from "@/modules/whatsapp/admin";

export const metadata = { title: "Inbox routing" };
export const dynamic = "force-dynamic";

/** Owners' teams and routing rules; the inbox's own permission lets sales open /admin/inbox only. */
export default async function Page() {
  const user = await currentUser(await headers());
  if (!can(user?.role, { inbox: ["route"] })) return <NoPermission />;
  return <RoutingSetup />;
}
