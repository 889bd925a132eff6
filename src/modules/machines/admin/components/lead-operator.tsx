"use client";
import { useQuery } from "@tanstack/react-query";
import { useCan } from "@/modules/auth/admin";
import { LoadError } from "@/ui/alert";
import { Skeleton } from "@/ui/skeleton";
import { serviceQueries } from "../admin-api";

/**
 * In a lead's details: the operator who registered machines with the lead's WhatsApp number (the
 * same venue, after the sale), and those machines with their warranty.
 */
export function LeadOperator({ leadId }: { leadId: string }) {
  const canSee = useCan({ machine: ["read"] });
  const query = useQuery({ ...serviceQueries.leadOperator(leadId), enabled: canSee });
  if (!canSee) return null;
  const heading = `lead-operator-${leadId}`;
  return (
    <section className="space-y-2 border-t border-slate-200 pt-4" aria-labelledby={heading}>
      <h3 id={heading} className="text-sm font-semibold text-slate-800">
        Operator
      </h3>
      {query.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : query.isError ? (
        <LoadError message="Failed to load the operator" onRetry={() => void query.refetch()} />
      ) : !query.data.operator ? (
        <p className="text-sm text-slate-600">
          No operator has registered machines with this number.
        </p>
      ) : (
        <div className="space-y-1 text-sm">
          <p>
            <span className="font-medium">{query.data.operator.company}</span> ·{" "}
            {query.data.operator.contactName}
            {query.data.operator.email ? ` · ${query.data.operator.email}` : ""}
          </p>
          <ul className="list-disc ps-5">
            {query.data.machines.map((m) => (
              <li key={m.id}>
                <a
                  className="font-mono underline"
                  href={`/admin/machines?q=${encodeURIComponent(m.serial)}`}
                >
                  {m.serial}
                </a>{" "}
                {m.gameTitle} · installed {m.installDate} ·{" "}
                <span className={m.warranty === "active" ? "text-green-700" : "text-slate-500"}>
                  warranty until {m.warrantyEnd}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
