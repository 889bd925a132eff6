import { LanguagesScreen } from "@/modules/site/admin/components/languages-screen";

export const metadata = { title: "Languages" };

export default function Page() {
  return <LanguagesScreen />;
}
