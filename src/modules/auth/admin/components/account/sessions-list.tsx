"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { fromQuery, ListStates } from "@/ui/list-states";
import { accountApi, sessionsQuery, type OwnSession } from "../../admin-api";

/** The person's own signed-in devices; any other one can be ended here. */
export function SessionsList() {
  const queryClient = useQueryClient();
  const query = useQuery(sessionsQuery);
  const end = useMutation({
    mutationFn: accountApi.endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    onError: (e) => console.error("Failed to end the session", e),
  });
  return (
    <ListStates
      {...fromQuery(query, query.data, "Failed to load your sessions.")}
      loadingLabel="Loading your sessions"
      skeleton={{ rows: 1, className: "h-20" }}
    >
      {(sessions) => <Sessions sessions={sessions} end={end} />}
    </ListStates>
  );
}

function Sessions({
  sessions,
  end,
}: {
  sessions: OwnSession[];
  end: { isError: boolean; isPending: boolean; mutate: (id: string) => void };
}) {
  return (
    <div className="space-y-3">
      <div aria-live="polite">
        {end.isError ? <ErrorBox>Failed to end the session</ErrorBox> : null}
      </div>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
          >
            <div>
              <p className="font-medium text-slate-900">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-slate-600">
                {s.ip ?? "Unknown address"} · last seen {new Date(s.lastSeenAt).toLocaleString()} ·
                signed in {new Date(s.createdAt).toLocaleString()}
              </p>
            </div>
            {s.current ? null : (
              <Button
                size="sm"
                variant="secondary"
                disabled={end.isPending}
                onClick={() => end.mutate(s.id)}
                aria-label={`End session: ${s.device}, last seen ${new Date(s.lastSeenAt).toLocaleString()}`}
              >
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
