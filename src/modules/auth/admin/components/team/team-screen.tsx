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
import { PersonRow } from "./person-row";
import { TwoStepSetting } from "./two-step-setting";

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
      {data && data.invitations.length > 0 ? (
        <section>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">Open invitations</h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {data.invitations.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <span>
                  <span className="font-medium text-slate-900">{i.email}</span>{" "}
                  <span className="text-slate-600">
                    as {isRole(i.role) ? ROLE_LABELS[i.role] : i.role} · expires{" "}
                    {new Date(i.expiresAt).toLocaleDateString()}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(i.id)}
                  aria-label={`Withdraw: ${i.email}`}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </section>
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
