"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { QueryBoundary } from "@/ui/query-boundary";
import { Skeleton } from "@/ui/skeleton";
import { teamApi, teamQuery } from "../../admin-api";
import { ROLE_LABELS, isRole } from "../../../permissions";
import { useStaffSession } from "../../use-staff-session";
import { InviteDialog } from "./invite-dialog";
import { OpenLinks } from "./open-links";
import { PersonRow } from "./person-row";
import { TwoStepSetting } from "./two-step-setting";

const expires = (iso: string) => new Date(iso).toLocaleDateString();

function Team() {
  const me = useStaffSession().user;
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(teamQuery);
  const [inviting, setInviting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: teamApi.withdraw,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
    onError: (e) => {
      console.error("Failed to withdraw the invitation", e);
      setError("Failed to withdraw the invitation");
    },
  });

  const revoke = useMutation({
    mutationFn: teamApi.revokeResetLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
    onError: (e) => {
      console.error("Failed to revoke the reset link", e);
      setError("Failed to revoke the reset link");
    },
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Team</h1>
        <Button onClick={() => setInviting(true)}>
          <UserPlus className="h-4 w-4" aria-hidden /> Invite someone
        </Button>
      </div>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      {isError ? (
        <ErrorBox>
          Failed to load the team.{" "}
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try Again
          </Button>
        </ErrorBox>
      ) : null}
      {data ? <TwoStepSetting required={data.requireTwoFactor} /> : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {["Person", "Role", "Status", "Two-step", "New leads", "Last sign-in"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isPending
              ? Array.from({ length: 3 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={7} className="px-4 py-3">
                      <Skeleton className="h-5" />
                    </td>
                  </tr>
                ))
              : null}
            {data?.people.map((p) => (
              <PersonRow key={p.id} person={p} isMe={p.id === me?.id} onError={setError} />
            ))}
          </tbody>
        </table>
      </div>
      {data ? (
        <>
          <OpenLinks
            title="Open invitations"
            action="Withdraw"
            busy={withdraw.isPending}
            onRevoke={(id) => withdraw.mutate(id)}
            links={data.invitations.map((i) => ({
              id: i.id,
              email: i.email,
              madeBy: i.madeBy,
              detail: `as ${isRole(i.role) ? ROLE_LABELS[i.role] : i.role} · expires ${expires(i.expiresAt)}`,
            }))}
          />
          <OpenLinks
            title="Open password reset links"
            action="Revoke"
            busy={revoke.isPending}
            onRevoke={(id) => revoke.mutate(id)}
            links={data.resetLinks.flatMap((l) =>
              l.userId
                ? [
                    {
                      id: l.userId,
                      email: l.email,
                      madeBy: l.madeBy,
                      detail: `expires ${expires(l.expiresAt)}`,
                    },
                  ]
                : [],
            )}
          />
        </>
      ) : null}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}

/** /admin/team (owners): people, roles, invitations, deactivation, reset links, sessions. */
export function TeamScreen() {
  return (
    <QueryBoundary>
      <Team />
    </QueryBoundary>
  );
}
