"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { LoadError } from "@/ui/alert";
import { serviceQueries } from "../admin-api";

/**
 * On a machine's operator: the price requests that came from the operator's WhatsApp number,
 * loaded when opened, each a link to the leads list searched by that number.
 */
export function OperatorLeads({ operatorId, serial }: { operatorId: string; serial: string }) {
  const canSee = useCan({ lead: ["read"] });
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...serviceQueries.operatorLeads(operatorId), enabled: open && canSee });
  if (!canSee) return null;
  return (
    <details className="text-xs" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-slate-600 underline">
        Leads<span className="sr-only"> from the operator of {serial}</span>
      </summary>
      {!open ? null : query.isPending ? (
        <p role="status">Loading leads…</p>
      ) : query.isError ? (
        <LoadError message="Failed to load the leads" onRetry={() => void query.refetch()} />
      ) : query.data.leads.length === 0 ? (
        <p>No price request came from this number.</p>
      ) : (
        <ul className="space-y-0.5">
          {query.data.leads.map((l) => (
            <li key={l.id}>
              <a
                className="underline"
                href={`/admin/leads?q=${encodeURIComponent(l.whatsapp.replace(/\D/g, ""))}`}
              >
                {l.name}
              </a>{" "}
              · {l.status} · {new Date(l.createdAt).toLocaleDateString()}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
