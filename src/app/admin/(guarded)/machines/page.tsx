import { MachinesScreen } from "@/modules/machines/admin/components/machines-screen";

export const metadata = { title: "Machines" };

export default function Page() {
  return <MachinesScreen />;
}
