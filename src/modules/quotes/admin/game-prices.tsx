"use client";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { LoadError } from "@/ui/alert";
import { useServerAnswers } from "@/platform/http/server-answers";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { DialogForm } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { Skeleton } from "@/ui/skeleton";
import { formatMoney, minorToPlain } from "../money";
import { gamePricesFormSchema } from "../validation";
import {
  catalogueUrl,
  gamePricesQuery,
  quoteKeys,
  quoteQueries,
  SETTINGS_STALE_MS,
  settingsMutations,
  type CatalogueGame,
} from "./quotes-api";

type Game = { id: string; title: string };

/** Every game's list price in each offered currency; editors and owners change them per game. */
export function GamePrices({ currencies }: { currencies: string[] }) {
  const canEdit = useCan({ price: ["update"] });
  const [editing, setEditing] = useState<Game | null>(null);
  const answer = useServerAnswers();
  const lists = useQueries({
    queries: currencies.map((c) => ({
      ...quoteQueries.catalogue(c),
      ...answer<CatalogueGame[]>(catalogueUrl(c), SETTINGS_STALE_MS),
    })),
  });
  if (lists.some((l) => l.isError))
    return (
      <LoadError
        message="Failed to load the list prices"
        onRetry={() => lists.forEach((l) => void l.refetch())}
      />
    );
  if (lists.some((l) => !l.data)) return <Skeleton className="h-32 w-full" />;
  const games = lists[0]!.data!;
  const price = (i: number, gameId: string) =>
    lists[i]!.data!.find((g) => g.id === gameId)?.priceMinor ?? null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="List prices">
        <thead>
          <tr className="text-left text-slate-500">
            <th scope="col" className="py-1 pr-3">
              Game
            </th>
            {currencies.map((c) => (
              <th key={c} scope="col" className="py-1 pr-3 text-right">
                {c}
              </th>
            ))}
            {canEdit ? (
              <th scope="col" className="py-1">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.id} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {g.title}
              </th>
              {currencies.map((c, i) => {
                const minor = price(i, g.id);
                return (
                  <td key={c} className="py-1 pr-3 text-right">
                    {minor === null ? "–" : formatMoney(minor, c)}
                  </td>
                );
              })}
              {canEdit ? (
                <td className="py-1 text-right">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(g)}>
                    Edit prices<span className="sr-only">: {g.title}</span>
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? (
        <PricesDialog game={editing} currencies={currencies} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function PricesDialog({
  game,
  currencies,
  onClose,
}: {
  game: Game;
  currencies: string[];
  onClose: () => void;
}) {
  const current = useQuery(gamePricesQuery(game.id));
  if (!current.data)
    return current.isError ? (
      <DialogForm title={`Prices: ${game.title}`} onClose={onClose} onSubmit={onClose} busy={false}>
        <LoadError message="Failed to load the prices" onRetry={() => void current.refetch()} />
      </DialogForm>
    ) : null;
  return (
    <PricesForm game={game} currencies={currencies} current={current.data} onClose={onClose} />
  );
}

function PricesForm({
  game,
  currencies,
  current,
  onClose,
}: {
  game: Game;
  currencies: string[];
  current: Record<string, number>;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const save = useMutation(settingsMutations.prices(game.id));
  const form = useSchemaForm(gamePricesFormSchema, {
    defaultValues: {
      prices: Object.fromEntries(
        currencies.map((c) => [c, current[c] === undefined ? "" : minorToPlain(current[c], c)]),
      ),
    },
  });
  const errors = form.formState.errors.prices as
    Record<string, { message?: string } | undefined> | undefined;
  const submit = form.handleSubmit(({ prices }) => {
    // Prices in currencies no longer offered are kept as they are.
    const kept = Object.fromEntries(
      Object.entries(current).filter(([c]) => !currencies.includes(c)),
    );
    save.mutate(
      { ...kept, ...prices },
      {
        onSuccess: () => {
          void client.invalidateQueries({ queryKey: ["quotes", "catalogue"] });
          void client.invalidateQueries({ queryKey: quoteKeys.gamePrices(game.id) });
          onClose();
        },
        onError: (e) => showServerErrors(e, form.setError),
      },
    );
  });
  return (
    <DialogForm
      title={`Prices: ${game.title}`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? "Failed to save the prices" : undefined}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {currencies.map((c) => (
          <Field key={c} label={`List price (${c})`} error={errors?.[c]?.message}>
            {(p) => <Input {...p} inputMode="decimal" {...form.register(`prices.${c}`)} />}
          </Field>
        ))}
      </div>
      <p className="mb-2 text-xs text-slate-500">
        Leave a price empty for no price in that currency.
      </p>
    </DialogForm>
  );
}
