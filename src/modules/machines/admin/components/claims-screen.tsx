"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, ApiError } from "@/platform/http/api-client";
import { useServerAnswers } from "@/platform/http/server-answers";
import { toQuery } from "@/platform/lists/params";
import { useListState } from "@/platform/lists/use-list-state";
import { AdminTable, type Column } from "@/ui/admin-table";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Input, Select } from "@/ui/field";
import { SearchBox } from "@/ui/list-filters";
import { fromQuery } from "@/ui/list-states";
import { LocalTime } from "@/ui/local-time";
import { ScreenHeader } from "@/ui/screen-header";
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from "../../index";
import { claimListParamsSchema } from "../../validation";
import { serviceQueries, type AdminClaim, type ClaimsPage } from "../admin-api";

const KIND = { warranty: "Warranty", repair: "Paid repair", parts: "Parts" } as const;

/** Operators' claims and requests: untouched ones first, flagged once a business day has passed. */
export function ClaimsScreen() {
  const { state, set, hrefFor, pending } = useListState(claimListParamsSchema, { page: 1 });
  const params = { page: state.page, q: state.q, status: state.status };
  const answer = useServerAnswers();
  const query = useQuery({
    ...serviceQueries.claims(params),
    ...answer<ClaimsPage>(`/api/admin/claims${toQuery(params, { page: 1 })}`),
  });
  const columns: Column<AdminClaim>[] = [
    {
      key: "status",
      header: "Status",
      cell: (c) => (
        <span className="space-y-1">
          <span className="block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
            {CLAIM_STATUS_LABELS[c.status]}
          </span>
          {c.overdue ? (
            <span className="block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              Waiting over a business day
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: "claim",
      header: "Claim",
      cell: (c) => (
        <span>
          <span className="font-medium">
            {KIND[c.kind]} · {c.company} · {c.gameTitle}{" "}
            <span className="font-mono">{c.serial}</span>
          </span>
          <span className="block max-w-xl text-sm whitespace-pre-line text-slate-600">
            {c.description}
          </span>
          {c.files.map((f, i) => (
            <a
              key={i}
              className="me-3 text-sm underline"
              href={`/api/admin/claims/${c.id}/files/${i}`}
            >
              {f.name}
            </a>
          ))}
          {c.reason ? <span className="block text-sm">Reason: {c.reason}</span> : null}
          {c.trackingRef ? <span className="block text-sm">Tracking: {c.trackingRef}</span> : null}
        </span>
      ),
    },
    {
      key: "created",
      header: "Received",
      className: "text-xs whitespace-nowrap text-slate-500",
      cell: (c) => <LocalTime iso={c.createdAt} time />,
    },
    { key: "action", header: "Change", cell: (c) => <ClaimAction claim={c} /> },
  ];
  return (
    <div className="space-y-4">
      <ScreenHeader title="Claims" />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="claim-filter" className="sr-only">
          Status filter
        </label>
        <Select
          id="claim-filter"
          className="w-44"
          value={state.status ?? ""}
          onChange={(e) =>
            set({ status: (e.target.value || undefined) as ClaimStatus | undefined })
          }
        >
          <option value="">All</option>
          {CLAIM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CLAIM_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <SearchBox
          label="Search claims"
          placeholder="Serial, operator, text"
          value={state.q ?? ""}
          onSearch={(q) => set({ q: q || undefined }, { replace: true })}
        />
      </div>
      <AdminTable
        caption="Claims"
        columns={columns}
        {...fromQuery(query, query.data?.claims, "Failed to load claims")}
        empty="No claims."
        loadingLabel="Loading claims"
        stale={query.isPlaceholderData || pending}
        paging={{ of: query.data, hrefFor, noun: "claims" }}
      />
    </div>
  );
}

function ClaimAction({ claim }: { claim: AdminClaim }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<ClaimStatus | "">("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (claim.status === "closed") return null;
  const save = async () => {
    if (!status) return;
    setBusy(true);
    setError(null);
    try {
      await api(`/api/admin/claims/${claim.id}`, {
        method: "PATCH",
        json: {
          status,
          ...(status === "rejected" ? { reason: note } : {}),
          ...(status === "parts-shipped" ? { trackingRef: note } : {}),
        },
      });
      setStatus("");
      setNote("");
      await client.invalidateQueries({ queryKey: ["machines", "claims"] });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Failed to update the claim");
    } finally {
      setBusy(false);
    }
  };
  const needsNote = status === "rejected" || status === "parts-shipped";
  return (
    <div className="w-56 space-y-1">
      <Select
        aria-label={`New status for ${claim.serial}`}
        value={status}
        onChange={(e) => setStatus(e.target.value as ClaimStatus | "")}
      >
        <option value="">Move to…</option>
        {CLAIM_STATUSES.filter((s) => s !== claim.status && s !== "new").map((s) => (
          <option key={s} value={s}>
            {CLAIM_STATUS_LABELS[s]}
          </option>
        ))}
      </Select>
      {needsNote ? (
        <Input
          aria-label={status === "rejected" ? "Reason" : "Tracking reference"}
          placeholder={status === "rejected" ? "Reason" : "Tracking reference"}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      ) : null}
      <Button size="sm" onClick={() => void save()} disabled={!status || busy}>
        Save
      </Button>
      <ErrorBox>{error}</ErrorBox>
    </div>
  );
}
