"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { formatMoney, minorToPlain, parseMoney } from "../money";
import type { QuoteView } from "../server/build";
import { LINE_KINDS, type LineKind } from "../statuses";
import { bpToPercent, computeTotals, percentToBp } from "../totals";
import { quoteFormSchema, type QuoteForm } from "../validation";
import { quoteKeys, quoteMutations, quoteQueries } from "./quotes-api";

const KIND_LABELS: Record<LineKind, string> = {
  game: "Game",
  freight: "Freight",
  installation: "Installation",
  spare_parts: "Spare parts",
  custom: "Custom",
};

const emptyLine = (kind: LineKind): QuoteForm["lines"][number] => ({
  kind,
  gameId: "",
  description: "",
  quantity: "1",
  unitPrice: "",
  discount: "",
});

function initial(q: QuoteView | null, defaults: { days: number; terms: string }): QuoteForm {
  if (!q)
    return {
      currency: "USD",
      lines: [emptyLine("game")],
      discount: "",
      taxRate: "",
      taxLabel: "",
      validDays: String(defaults.days),
      terms: defaults.terms,
      buyerNote: "",
      buyerEmail: "",
    };
  return {
    currency: q.currency as QuoteForm["currency"],
    lines: q.lines.map((l) => ({
      kind: l.kind,
      gameId: l.gameId ?? "",
      description: l.kind === "game" ? "" : l.description,
      quantity: String(l.quantity),
      unitPrice: minorToPlain(l.unitMinor, q.currency),
      discount: l.discountBp ? bpToPercent(l.discountBp) : "",
    })),
    discount: q.discountBp ? bpToPercent(q.discountBp) : "",
    taxRate: q.taxBp === null ? "" : bpToPercent(q.taxBp),
    taxLabel: q.taxLabel ?? "",
    validDays: String(q.validDays),
    terms: q.terms,
    buyerNote: q.buyerNote,
    buyerEmail: q.buyerEmail ?? "",
  };
}

/**
 * The quote builder: catalogue lines priced from the list in the quote's currency, free lines,
 * discounts, tax, validity and terms. The totals shown are a preview computed as the server
 * computes them; the server's own totals are what is stored and sent.
 */
export function QuoteBuilder({
  leadId,
  quote,
  onDone,
}: {
  leadId: string;
  quote: QuoteView | null;
  onDone: (message: string) => void;
}) {
  const settings = useQuery(quoteQueries.settings());
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const form = useSchemaForm(quoteFormSchema, {
    defaultValues: initial(quote, {
      days: settings.data?.defaultValidDays ?? 30,
      terms: settings.data?.defaultTerms ?? "",
    }),
  });
  const { register, control, handleSubmit, formState, setError: setFieldError } = form;
  const lines = useFieldArray({ control, name: "lines" });
  const values = useWatch({ control }) as QuoteForm;
  const currency = values.currency ?? "USD";
  const catalogue = useQuery(quoteQueries.catalogue(currency));
  const save = useMutation(quoteMutations.save(leadId));

  const priceOf = (gameId: string) => catalogue.data?.find((g) => g.id === gameId)?.priceMinor;
  const preview = (() => {
    try {
      return computeTotals({
        lines: (values.lines ?? []).map((l) => ({
          quantity: /^\d+$/.test(l.quantity) ? Number(l.quantity) : 0,
          unitMinor:
            (l.unitPrice.trim() ? parseMoney(l.unitPrice, currency) : null) ??
            (l.kind === "game" ? (priceOf(l.gameId) ?? 0) : 0),
          discountBp: percentToBp(l.discount || "0") ?? 0,
        })),
        discountBp: percentToBp(values.discount || "0") ?? 0,
        taxBp: values.taxRate ? (percentToBp(values.taxRate) ?? 0) : null,
      });
    } catch {
      return null;
    }
  })();

  const onSubmit = handleSubmit((input) => {
    setError(undefined);
    save.mutate(
      { id: quote?.id ?? null, input },
      {
        onSuccess: (r) => {
          void client.invalidateQueries({ queryKey: quoteKeys.lead(leadId) });
          onDone(
            r.status === "awaiting_approval"
              ? "Quote saved. It needs an owner's approval before it can be sent."
              : quote && quote.status !== "draft" && quote.status !== "awaiting_approval"
                ? "Saved as a new version (a draft until you send it)."
                : "Quote saved.",
          );
        },
        onError: (e) => {
          const mapped = showServerErrors(e, setFieldError, (p) =>
            p.replace(/\.unitMinor$/, ".unitPrice").replace(/^discountBp$/, "discount"),
          );
          if (!mapped || e.message) setError(e.message || "Failed to save the quote");
        },
      },
    );
  });

  const err = formState.errors;
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-md border border-slate-200 p-3"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Currency" error={err.currency?.message}>
          {(a) => (
            <Select {...a} {...register("currency")}>
              {(settings.data?.currencies ?? ["USD"]).map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Valid for (days)" error={err.validDays?.message}>
          {(a) => <Input {...a} inputMode="numeric" {...register("validDays")} />}
        </Field>
        <Field label="Buyer's email (optional)" error={err.buyerEmail?.message}>
          {(a) => <Input {...a} type="email" autoComplete="off" {...register("buyerEmail")} />}
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Lines</legend>
        {lines.fields.map((f, i) => {
          const kind = values.lines?.[i]?.kind ?? f.kind;
          const listPrice = kind === "game" ? priceOf(values.lines?.[i]?.gameId ?? "") : undefined;
          const lineErr = err.lines?.[i];
          return (
            <div
              key={f.id}
              className="grid gap-2 rounded border border-slate-100 p-2 sm:grid-cols-[8rem_1fr_4rem_7rem_4.5rem_auto]"
              data-testid="quote-line"
            >
              <Field label="Kind">
                {(a) => (
                  <Select {...a} {...register(`lines.${i}.kind`)}>
                    {LINE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABELS[k]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {kind === "game" ? (
                <Field
                  label="Game"
                  error={lineErr?.gameId?.message ?? lineErr?.description?.message}
                >
                  {(a) => (
                    <Select {...a} {...register(`lines.${i}.gameId`)}>
                      <option value="">Choose a game</option>
                      {(catalogue.data ?? []).map((g) => (
                        <option key={g.id} value={g.id}>
                          {g.title}
                          {g.priceMinor === null ? ` (no ${currency} price)` : ""}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              ) : (
                <Field label="Description" error={lineErr?.description?.message}>
                  {(a) => <Input {...a} maxLength={300} {...register(`lines.${i}.description`)} />}
                </Field>
              )}
              <Field label="Qty" error={lineErr?.quantity?.message}>
                {(a) => <Input {...a} inputMode="numeric" {...register(`lines.${i}.quantity`)} />}
              </Field>
              <Field
                label={`Unit price (${currency})`}
                error={lineErr?.unitPrice?.message}
                hint={
                  kind === "game"
                    ? listPrice != null
                      ? `List: ${formatMoney(listPrice, currency)}`
                      : "Empty: list price"
                    : undefined
                }
              >
                {(a) => (
                  <Input
                    {...a}
                    inputMode="decimal"
                    placeholder={listPrice != null ? minorToPlain(listPrice, currency) : ""}
                    {...register(`lines.${i}.unitPrice`)}
                  />
                )}
              </Field>
              <Field label="Disc. %" error={lineErr?.discount?.message}>
                {(a) => <Input {...a} inputMode="decimal" {...register(`lines.${i}.discount`)} />}
              </Field>
              <div className="flex items-end pb-5">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => lines.remove(i)}
                  disabled={lines.fields.length === 1}
                  aria-label={`Remove line ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
            </div>
          );
        })}
        {err.lines?.message || err.lines?.root?.message ? (
          <p className="text-xs text-red-600">{err.lines?.message ?? err.lines?.root?.message}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => lines.append(emptyLine("game"))}
          >
            Add game
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => lines.append(emptyLine("freight"))}
          >
            Add freight
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => lines.append(emptyLine("installation"))}
          >
            Add installation
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => lines.append(emptyLine("spare_parts"))}
          >
            Add spare parts
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => lines.append(emptyLine("custom"))}
          >
            Add custom line
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Quote discount %" error={err.discount?.message}>
          {(a) => <Input {...a} inputMode="decimal" {...register("discount")} />}
        </Field>
        <Field label="Tax rate % (empty: no tax)" error={err.taxRate?.message}>
          {(a) => <Input {...a} inputMode="decimal" {...register("taxRate")} />}
        </Field>
        <Field label="Tax label" error={err.taxLabel?.message}>
          {(a) => <Input {...a} placeholder="VAT" maxLength={40} {...register("taxLabel")} />}
        </Field>
      </div>
      <Field label="Terms" error={err.terms?.message}>
        {(a) => <Textarea {...a} rows={3} {...register("terms")} />}
      </Field>
      <Field label="Note to the buyer" error={err.buyerNote?.message}>
        {(a) => <Textarea {...a} rows={2} {...register("buyerNote")} />}
      </Field>
      {preview ? (
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 text-sm"
          aria-label="Totals preview"
          data-testid="quote-preview"
        >
          <dt>Subtotal</dt>
          <dd className="text-right">{formatMoney(preview.subtotalMinor, currency)}</dd>
          <dt>Discount</dt>
          <dd className="text-right">−{formatMoney(preview.discountMinor, currency)}</dd>
          <dt>Tax</dt>
          <dd className="text-right">{formatMoney(preview.taxMinor, currency)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatMoney(preview.totalMinor, currency)}</dd>
        </dl>
      ) : null}
      <div aria-live="polite">{error ? <ErrorBox>{error}</ErrorBox> : null}</div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save quote"}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone("")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
