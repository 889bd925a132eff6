"use client";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogOut, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { teamApi, teamQuery, type OneTimeLink as Link, type TeamPerson } from "../../admin-api";
import { OneTimeLink } from "./one-time-link";
import { personName } from "./person-cells";
import { usePersonChange, type OnTeamError } from "./person-change";

type Confirm = "deactivate" | "sessions" | null;

/** What an owner can do to one person: reset link, end sessions, deactivate or reactivate. */
export function PersonActions({
  person,
  isMe,
  onError,
}: {
  person: TeamPerson;
  isMe: boolean;
  onError: OnTeamError;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [link, setLink] = useState<Link | null>(null);
  const activate = usePersonChange(
    () => teamApi.setActive(person.id, true),
    "Failed to reactivate",
    onError,
  );
  // The open link is listed (and revocable) under the table too.
  const reset = usePersonChange(
    () => teamApi.resetLink(person.id),
    "Failed to make a reset link",
    onError,
    setLink,
  );
  const name = personName(person);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={reset.isPending}
        aria-busy={reset.isPending || undefined}
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
          aria-busy={activate.isPending || undefined}
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
    </>
  );
}
