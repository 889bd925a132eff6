"use client";
import { useState } from "react";
import { LOCALES } from "@/platform/i18n/locales";
import { Select } from "@/ui/field";
import { DOCUMENT_KINDS, DOCUMENT_LABELS } from "../index";

/**
 * The order's documents to download, drawn when asked from the order, the settings and the
 * catalogue: in the buyer's language unless staff choose another.
 */
export function OrderDocuments({ orderId, number }: { orderId: string; number: string }) {
  const [locale, setLocale] = useState("");
  const query = locale ? `?locale=${locale}` : "";
  return (
    <section aria-labelledby="documents" className="space-y-3 rounded-lg border bg-white p-4">
      <h2 id="documents" className="font-semibold">
        Documents
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="document-language" className="text-sm text-slate-600">
          Language
        </label>
        <Select
          id="document-language"
          className="w-48"
          value={locale}
          onChange={(e) => setLocale(e.target.value)}
        >
          <option value="">The buyer&apos;s language</option>
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </Select>
      </div>
      <ul className="flex flex-wrap gap-4 text-sm">
        {DOCUMENT_KINDS.map((kind) => (
          <li key={kind}>
            <a
              className="underline"
              href={`/api/admin/orders/${orderId}/documents/${kind}${query}`}
              target="_blank"
              rel="noopener"
            >
              {DOCUMENT_LABELS[kind]} (PDF)<span className="sr-only"> of order {number}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
