import { LogosScreen } from "@/modules/content/admin/components/logos-screen";

export const metadata = { title: "Client Logos" };

export default function Page() {
  return <LogosScreen />;
}
