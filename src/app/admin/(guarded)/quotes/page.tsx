import { QuoteSettingsScreen } from "@/modules/quotes/admin";

export const metadata = { title: "Quotes" };

export default function Page() {
  return <QuoteSettingsScreen />;
}
