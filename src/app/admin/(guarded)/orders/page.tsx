import { OrdersScreen } from "@/modules/orders/admin/orders-screen";

export const metadata = { title: "Orders" };

export default function Page() {
  return <OrdersScreen />;
}
