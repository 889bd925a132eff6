import { DashboardScreen } from "@/modules/leads/admin/components/dashboard/dashboard-screen";

export const metadata = { title: "Sales dashboard" };
export const dynamic = "force-dynamic";

export default function Page() {
  return <DashboardScreen />;
}
