import { LeadsScreen } from "@/modules/leads/admin/leads-screen";
import { config } from "@/platform/config";

export const metadata = { title: "Leads" };
export const dynamic = "force-dynamic";

export default function Page() {
  return <LeadsScreen webhookUrl={`${config().siteUrl}/api/whatsapp/webhook`} />;
}
