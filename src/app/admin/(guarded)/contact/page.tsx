import { ContactScreen } from "@/modules/contact/admin/components/contact-screen";

export const metadata = { title: "Contact Messages" };

export default function Page() {
  return <ContactScreen />;
}
