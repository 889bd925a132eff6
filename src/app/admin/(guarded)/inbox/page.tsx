import { InboxScreen } from "@/modules/whatsapp/admin";

export const metadata = { title: "Inbox" };
export const dynamic = "force-dynamic";

export default function Page() {
  return <InboxScreen />;
}
