import { DashboardScreen } from "@/modules/leads/admin/components/dashboard/dashboard-screen";
import { OrdersDashboard } from "@/modules/orders/admin/orders-dashboard";
import { QuotesDashboard } from "@/modules/quotes/admin";
import { ReplyTimesDashboard } from "@/modules/whatsapp/admin/components/reply-times-dashboard";

export const metadata = { title: "Sales dashboard" };
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <div className="space-y-6">
      <DashboardScreen />
      <QuotesDashboard />
      <OrdersDashboard />
      <ReplyTimesDashboard />
    </div>
  );
}
