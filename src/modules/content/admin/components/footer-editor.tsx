"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "@/ui/alert";
import { Field, Select } from "@/ui/field";
import { Spinner } from "@/ui/spinner";
import { contentQueries } from "../admin-api";
import { FOOTER_TYPES, type FooterKind } from "../types";
import { FooterForm } from "./footer-form";

const EMPTY_ENTRY = { title: "", content: null, active: true, translations: {} };

/** The footer content editor: a type selector and the chosen entry's form, opened on a fresh read. */
export function FooterEditor() {
  const [type, setType] = useState<FooterKind>("warranty");
  const entry = useQuery(contentQueries.footer(type));
  const ready = entry.data !== undefined && entry.isFetchedAfterMount && !entry.isError;
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Footer Content</h1>
      <Field label="Content type" className="max-w-xs">
        {(p) => (
          <Select {...p} value={type} onChange={(e) => setType(e.target.value as FooterKind)}>
            {FOOTER_TYPES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {entry.isError ? (
        <LoadError message="Failed to load content" onRetry={() => void entry.refetch()} />
      ) : null}
      {!ready && !entry.isError ? <Spinner label="Loading content" /> : null}
      {ready && entry.data === null ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          Content not found. Save this form to create it.
        </p>
      ) : null}
      {ready ? <FooterForm key={type} type={type} initial={entry.data ?? EMPTY_ENTRY} /> : null}
    </div>
  );
}
