import { GamesScreen } from "@/modules/catalog/admin/components/games-screen";

export const metadata = { title: "Games" };

export default function GamesPage() {
  return <GamesScreen />;
}
