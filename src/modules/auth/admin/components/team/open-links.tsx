"use client";
import { useId } from "react";
import { Button } from "@/ui/button";

export type OpenLink = { id: string; email: string; detail: string; madeBy: string | null };

/**
 * One list of open one-time links (invitations or password resets), each with who made it and
 * a button that stops it working.
 */
export function OpenLinks(props: {
  title: string;
  links: OpenLink[];
  action: string;
  busy: boolean;
  onRevoke: (id: string) => void;
}) {
  const heading = useId();
  if (props.links.length === 0) return null;
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="mb-2 text-lg font-semibold text-slate-900">
        {props.title}
      </h2>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {props.links.map((l) => (
          <li
            key={l.id}
            className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
          >
            <span>
              <span className="font-medium text-slate-900">{l.email}</span>{" "}
              <span className="text-slate-600">
                {l.detail}
                {l.madeBy ? ` · made by ${l.madeBy}` : ""}
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={props.busy}
              onClick={() => props.onRevoke(l.id)}
              aria-label={`${props.action}: ${l.email}`}
            >
              {props.action}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
