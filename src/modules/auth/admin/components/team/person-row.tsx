"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogOut, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { Select } from "@/ui/field";
import { teamApi, teamQuery, type OneTimeLink as Link, type TeamPerson } from "../../admin-api";
import { isRole, ROLE_LABELS, ROLES, type Role } from "../../../permissions";
import { OneTimeLink } from "./one-time-link";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

type Confirm = "deactivate" | "sessions" | null;

/** One person: role (changeable), status, two-step, last sign-in, and what an owner can do. */
export function PersonRow({
  person,
  isMe,
  onError,
}: {
  person: TeamPerson;
  isMe: boolean;
  onError: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [link, setLink] = useState<Link | null>(null);
  const fail = (what: string) => (e: Error) => {
    console.error(what, e);
    onError(e.message || what);
  };
  const role = useMutation({
    mutationFn: (r: Role) => teamApi.setRole(person.id, r),
    onMutate: () => onError(null),
    onSuccess: refresh,
    onError: fail("Failed to change the role"),
  });
  const activate = useMutation({
    mutationFn: () => teamApi.setActive(person.id, true),
    onMutate: () => onError(null),
    onSuccess: refresh,
    onError: fail("Failed to reactivate"),
  });
  const leads = useMutation({
    mutationFn: (on: boolean) => teamApi.setReceivesLeads(person.id, on),
    onMutate: () => onError(null),
    onSuccess: refresh,
    onError: fail("Failed to change who receives new leads"),
  });
  const worksLeads = person.role === "owner" || person.role === "sales";
  const reset = useMutation({
    mutationFn: () => teamApi.resetLink(person.id),
    onMutate: () => onError(null),
    // The open link is listed (and revocable) under the table too.
    onSuccess: async (made) => {
      setLink(made);
      await refresh();
    },
    onError: fail("Failed to make a reset link"),
  });
  const name = person.name || person.email;

  return (
    <tr>
      <td className="px-4 py-3">
        <p className="font-medium text-slate-900">
          {person.name}
          {isMe ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
        </p>
        <p className="text-slate-600">{person.email}</p>
      </td>
      <td className="px-4 py-3">
        <Select
          aria-label={`Role of ${name}`}
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
      </td>
      <td className="px-4 py-3">
        {person.active ? (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800">
            Active
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            Deactivated
          </span>
        )}
      </td>
      <td className="px-4 py-3">{person.twoFactorEnabled ? "On" : "Off"}</td>
      <td className="px-4 py-3">
        {/* The round-robin for new leads: only roles that work leads can be in it. */}
        {worksLeads ? (
          <input
            type="checkbox"
            className="h-4 w-4"
            aria-label={`${name} receives new leads`}
            checked={leads.isPending ? Boolean(leads.variables) : person.receivesLeads}
            disabled={leads.isPending || !person.active}
            onChange={(e) => leads.mutate(e.target.checked)}
          />
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{when(person.lastSignInAt)}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <Button
          variant="ghost"
          size="sm"
          disabled={reset.isPending}
          onClick={() => reset.mutate()}
          aria-label={`Reset password: ${name}`}
        >
          <KeyRound className="h-4 w-4" aria-hidden /> Reset password
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirm("sessions")}
          aria-label={`Sign out everywhere: ${name}`}
        >
          <LogOut className="h-4 w-4" aria-hidden /> Sign out everywhere
        </Button>
        {person.active ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={isMe}
            onClick={() => setConfirm("deactivate")}
            aria-label={`Deactivate: ${name}`}
          >
            <UserX className="h-4 w-4" aria-hidden /> Deactivate
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={activate.isPending}
            onClick={() => activate.mutate()}
            aria-label={`Reactivate: ${name}`}
          >
            <UserCheck className="h-4 w-4" aria-hidden /> Reactivate
          </Button>
        )}
        <ConfirmDialog
          open={confirm === "deactivate"}
          onOpenChange={(o) => !o && setConfirm(null)}
          title="Deactivate"
          message={`Deactivate ${name}? They are signed out at once and cannot sign in until reactivated.`}
          confirmLabel="Deactivate"
          errorText={(e) => (e instanceof Error && e.message) || "Failed to deactivate"}
          onConfirm={async () => {
            await teamApi.setActive(person.id, false);
            await refresh();
          }}
        />
        <ConfirmDialog
          open={confirm === "sessions"}
          onOpenChange={(o) => !o && setConfirm(null)}
          title="Sign out everywhere"
          message={`End every session of ${name}? They will have to sign in again on each device.`}
          confirmLabel="Sign out everywhere"
          errorText="Failed to end the sessions"
          onConfirm={async () => {
            await teamApi.endSessions(person.id);
            await refresh();
          }}
        />
        <Dialog
          open={link !== null}
          onOpenChange={(o) => !o && setLink(null)}
          title={`Password reset link for ${name}`}
        >
          {link ? (
            <div className="space-y-4 text-left whitespace-normal">
              <OneTimeLink link={link} email={person.email} />
              <div className="flex justify-end">
                <Button onClick={() => setLink(null)}>Done</Button>
              </div>
            </div>
          ) : null}
        </Dialog>
      </td>
    </tr>
  );
}
