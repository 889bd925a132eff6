"use client";
import { useState } from "react";
import { Select } from "@/ui/field";
import { teamApi, type TeamPerson } from "../../admin-api";
import { isRole, ROLE_LABELS, ROLES, type Role } from "../../../permissions";
import { usePersonChange, type OnTeamError } from "./person-change";

type CellProps = { person: TeamPerson; onError: OnTeamError };

export const personName = (p: TeamPerson) => p.name || p.email;

/** Who the person is, with "(you)" on the owner's own row. */
export function PersonCell({ person, isMe }: { person: TeamPerson; isMe: boolean }) {
  return (
    <>
      <p className="font-medium text-slate-900">
        {person.name}
        {isMe ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
      </p>
      <p className="text-slate-600">{person.email}</p>
    </>
  );
}

export function RoleSelect({ person, onError }: CellProps) {
  const role = usePersonChange(
    (r: Role) => teamApi.setRole(person.id, r),
    "Failed to change the role",
    onError,
  );
  return (
    <Select
      aria-label={`Role of ${personName(person)}`}
      value={isRole(person.role) ? person.role : ""}
      disabled={role.isPending}
      onChange={(e) => role.mutate(e.target.value as Role)}
      className="w-32"
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </Select>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800">Active</span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
      Deactivated
    </span>
  );
}

/** The round-robin for new leads: only roles that work leads can be in it. */
export function ReceivesLeads({ person, onError }: CellProps) {
  const leads = usePersonChange(
    (on: boolean) => teamApi.setReceivesLeads(person.id, on),
    "Failed to change who receives new leads",
    onError,
  );
  // Set in the click itself: the mutation's own state arrives a tick later, and React would show
  // the old value in between (a flicker, and a click that seemed not to take).
  const [asked, setAsked] = useState<boolean | null>(null);
  if (person.role !== "owner" && person.role !== "sales")
    return <span className="text-slate-400">—</span>;
  return (
    <input
      type="checkbox"
      className="h-4 w-4"
      aria-label={`${personName(person)} receives new leads`}
      checked={asked ?? person.receivesLeads}
      disabled={asked !== null || !person.active}
      onChange={(e) => {
        setAsked(e.target.checked);
        leads.mutate(e.target.checked, { onSettled: () => setAsked(null) });
      }}
    />
  );
}
