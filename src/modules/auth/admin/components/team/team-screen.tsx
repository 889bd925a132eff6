"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { AdminTable, type Column } from "@/ui/admin-table";
import { ErrorBox } from "@/ui/alert";
import { fromQuery } from "@/ui/list-states";
import { Button } from "@/ui/button";
import { QueryBoundary } from "@/ui/query-boundary";
import { ScreenHeader } from "@/ui/screen-header";
import { teamApi, teamQuery, type TeamPerson } from "../../admin-api";
import { ROLE_LABELS, isRole } from "../../../permissions";
import { useStaffSession } from "../../use-staff-session";
import { InviteDialog } from "./invite-dialog";
import { OpenLinks } from "./open-links";
import { PersonActions } from "./person-actions";
import { ActiveBadge, PersonCell, ReceivesLeads, RoleSelect } from "./person-cells";
import { TwoStepSetting } from "./two-step-setting";

const expires = (iso: string) => new Date(iso).toLocaleDateString();

function Team() {
  const me = useStaffSession().user;
  const queryClient = useQueryClient();
  const query = useQuery(teamQuery);
  const data = query.data;
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

  const columns: Column<TeamPerson>[] = [
    {
      key: "person",
      header: "Person",
      cell: (p) => <PersonCell person={p} isMe={p.id === me?.id} />,
    },
    { key: "role", header: "Role", cell: (p) => <RoleSelect person={p} onError={setError} /> },
    { key: "status", header: "Status", cell: (p) => <ActiveBadge active={p.active} /> },
    { key: "two-step", header: "Two-step", cell: (p) => (p.twoFactorEnabled ? "On" : "Off") },
    {
      key: "leads",
      header: "New leads",
      cell: (p) => <ReceivesLeads person={p} onError={setError} />,
    },
    {
      key: "last",
      header: "Last sign-in",
      className: "whitespace-nowrap",
      cell: (p) => (p.lastSignInAt ? new Date(p.lastSignInAt).toLocaleString() : "Never"),
    },
    {
      key: "actions",
      header: "Actions",
      headerClassName: "text-right",
      className: "text-right whitespace-nowrap",
      cell: (p) => <PersonActions person={p} isMe={p.id === me?.id} onError={setError} />,
    },
  ];

  return (
    <div className="space-y-6">
      <ScreenHeader title="Team">
        <Button onClick={() => setInviting(true)}>
          <UserPlus className="h-4 w-4" aria-hidden /> Invite someone
        </Button>
      </ScreenHeader>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      {data ? <TwoStepSetting required={data.requireTwoFactor} /> : null}
      <AdminTable
        caption="Team"
        columns={columns}
        {...fromQuery(query, data?.people, "Failed to load the team.")}
        empty="No one yet."
        skeleton={{ rows: 3 }}
      />
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
