import { AccountScreen } from "@/modules/auth/admin/components/account/account-screen";
import { twoFactorRequired } from "@/modules/auth/server/staff-settings";

export const metadata = { title: "My account" };
export const dynamic = "force-dynamic";

export default async function Page() {
  return <AccountScreen twoStepRequired={await twoFactorRequired()} />;
}
