import { ActivityScreen } from "@/modules/audit/admin/components/activity-screen";
import { can } from "@/modules/auth/permissions";
import { requireStaff } from "@/modules/auth/server/require-staff";
import { listStaff } from "@/modules/auth/server/team/queries";

export const metadata = { title: "Activity" };
export const dynamic = "force-dynamic";

export default async function Page() {
  const user = await requireStaff();
  // The person filter names the team; only those allowed to read the activity get the list.
  const people = can(user.role, { activity: ["read"] })
    ? (await listStaff()).map((p) => ({ id: p.id, label: `${p.name} (${p.email})` }))
    : [];
  return <ActivityScreen people={people} />;
}
