import { VitalsScreen } from "@/modules/vitals/admin/components/vitals-screen";

export const metadata = { title: "Web Vitals" };

export default function Page() {
  return <VitalsScreen />;
}
