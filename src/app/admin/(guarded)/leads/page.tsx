import { headers } from "next/headers";
import { webhookUrl } from "@/modules/whatsapp/server/webhook-url";
import { LeadsScreenComposed } from "./leads-screen";

export const metadata = { title: "Leads" };
export const dynamic = "force-dynamic";

export default async function Page() {
  return <LeadsScreenComposed webhookUrl={webhookUrl(await headers())} />;
}
