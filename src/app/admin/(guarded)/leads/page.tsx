import { headers } from "next/headers";
import { LeadsWithWhatsapp } from "@/modules/whatsapp/admin/components/leads-with-whatsapp";
import { webhookUrl } from "@/modules/whatsapp/server/webhook-url";

export const metadata = { title: "Leads" };
export const dynamic = "force-dynamic";

export default async function Page() {
  return <LeadsWithWhatsapp webhookUrl={webhookUrl(await headers())} />;
}
