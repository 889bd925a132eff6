"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { RowActions } from "@/ui/row-actions";
import { fromQuery, ListStates } from "@/ui/list-states";
import { ManageActions, ManageDialog } from "@/ui/manage-dialog";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import {
  DIMENSION_TYPES,
  DimensionsForm,
  emptyDimensions,
  toDimensionsForm,
  type DimensionsFormValues,
} from "./dimensions-form";
import type { AdminGame } from "./types";

const GRID = "grid gap-4 sm:grid-cols-2";

export function DimensionsPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const query = useQuery(catalogQueries.dimensions(game.id));
  const list = query.data;
  const save = useMutation(catalogMutations.saveDimensions(game.id));
  const [editing, setEditing] = useState<DimensionsFormValues | null>(null);
  // A game has at most one set per type; adding a type that exists would overwrite it, so only missing types are offered.
  const missing = list ? DIMENSION_TYPES.filter((t) => !list.some((d) => d.type === t)) : [];
  const nextType = missing[0];

  return (
    <ManageDialog title={`Dimensions: ${game.title}`} onClose={onClose}>
      <ErrorBox className="mb-4">{save.isError ? "Failed to save dimensions" : null}</ErrorBox>
      {editing ? (
        <DimensionsForm
          initial={editing}
          missing={missing}
          saving={save.isPending}
          onSubmit={(values) => save.mutateAsync(values).then(() => setEditing(null))}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <ListStates
            {...fromQuery(query, list, "Failed to load dimensions")}
            loadingLabel="Loading dimensions"
            skeleton={{ rows: 2, className: "h-28", layout: GRID }}
          >
            {(sets) =>
              sets.length === 0 ? (
                <p className="text-sm text-slate-500">No dimensions yet.</p>
              ) : (
                <div className={GRID}>
                  {sets.map((d) => (
                    <div key={d.id} className="rounded-lg border border-slate-200 p-4">
                      <div className="flex items-center justify-between">
                        <h3 className="font-semibold capitalize">{d.type}</h3>
                        <RowActions
                          name={`${d.type} dimensions`}
                          onEdit={() => setEditing(toDimensionsForm(d))}
                        />
                      </div>
                      <p className="mt-2 text-sm">
                        {d.width} x {d.height} x {d.depth} {d.dimensionUnit}
                      </p>
                      <p className="text-sm">
                        {d.weight} {d.weightUnit}
                      </p>
                    </div>
                  ))}
                </div>
              )
            }
          </ListStates>
          <ManageActions
            add={nextType ? "Add Dimensions" : undefined}
            onAdd={() => nextType && setEditing(emptyDimensions(nextType))}
            onClose={onClose}
          />
        </>
      )}
    </ManageDialog>
  );
}
