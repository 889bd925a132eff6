import { SavedRepliesScreen } from "@/modules/whatsapp/admin/components/saved-replies-screen";

export const metadata = { title: "Saved replies" };

export default function Page() {
  return <SavedRepliesScreen />;
}
