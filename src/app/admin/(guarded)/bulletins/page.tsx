import { BulletinsScreen } from "@/modules/machines/admin/components/bulletins-screen";

export const metadata = { title: "Bulletins" };

export default function Page() {
  return <BulletinsScreen />;
}
