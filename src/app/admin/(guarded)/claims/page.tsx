import { ClaimsScreen } from "@/modules/machines/admin/components/claims-screen";

export const metadata = { title: "Claims" };

export default function Page() {
  return <ClaimsScreen />;
}
