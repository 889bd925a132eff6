import { GamesScreen } from "@/modules/catalog/components/games-screen";

export const metadata = { title: "Games" };

export default function GamesPage() {
  return <GamesScreen />;
}
