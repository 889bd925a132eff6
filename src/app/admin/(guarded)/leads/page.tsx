import { headers } from "next/headers";
import { LeadsScreen } from "@/modules/leads/admin/components/leads-screen";
import { webhookUrl } from "@/modules/leads/server/webhook-url";

export const metadata = { title: "Leads" };
export const dynamic = "force-dynamic";

export default async function Page() {
  return <LeadsScreen webhookUrl={webhookUrl(await headers())} />;
}
