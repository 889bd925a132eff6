import { TeamScreen } from "@/modules/auth/admin/components/team/team-screen";

export const metadata = { title: "Team" };

export default function Page() {
  return <TeamScreen />;
}
