"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/platform/http/api-client";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { serviceQueries } from "../admin-api";

// What the after-sale screens' forms share: the line saying how the last save went, and the
// games to choose from.

type Outcome = { ok: boolean; text: string } | null;

/** A form's last result: a success to confirm, or the server's refusal (or a fallback) to show. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  return {
    outcome,
    clear: () => setOutcome(null),
    done: (text: string) => setOutcome({ ok: true, text }),
    failed: (e: unknown, fallback: string) =>
      setOutcome({ ok: false, text: e instanceof ApiError ? e.message : fallback }),
  };
}

export function OutcomeBox({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? <SuccessBox>{outcome.text}</SuccessBox> : <ErrorBox>{outcome.text}</ErrorBox>;
}

/** The catalogue's games as a select's options, after an empty "Choose a game". */
export function GameOptions() {
  const games = useQuery(serviceQueries.games());
  return (
    <>
      <option value="">Choose a game</option>
      {games.data?.games.map((g) => (
        <option key={g.id} value={g.id}>
          {g.title}
        </option>
      ))}
    </>
  );
}
