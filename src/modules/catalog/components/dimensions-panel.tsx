"use client";
import { useState } from "react";
import { Pencil, Plus } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Select } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { dimensionSchema } from "../validation";
import type { AdminGame, Dimension } from "./types";
import { useListLoad } from "./use-list-load";

type Form = {
  id?: string;
  type: "assembled" | "packaged";
  width: string;
  height: string;
  depth: string;
  dimensionUnit: "cm" | "in";
  weight: string;
  weightUnit: "kg" | "lbs";
};
const TYPES = ["assembled", "packaged"] as const;
const EMPTY: Form = {
  type: "assembled",
  width: "",
  height: "",
  depth: "",
  dimensionUnit: "cm",
  weight: "",
  weightUnit: "kg",
};

export function DimensionsPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const { list, loadError, load } = useListLoad<Dimension>(
    `/api/admin/games/${game.id}/dimensions`,
    "dimensions",
    "Failed to load dimensions",
  );
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // A game has at most one set per type; adding a type that exists would overwrite it, so only missing types are offered.
  const missing = list ? TYPES.filter((t) => !list.some((d) => d.type === t)) : [];
  const nextType = missing[0];

  const save = async () => {
    if (!form) return;
    const parsed = dimensionSchema.safeParse({
      ...form,
      width: form.width || undefined,
      height: form.height || undefined,
      depth: form.depth || undefined,
      weight: form.weight || undefined,
    });
    if (!parsed.success)
      return setFieldErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setFieldErrors({});
    setSaving(true);
    setError(null);
    try {
      await api(`/api/admin/games/${game.id}/dimensions`, { method: "PUT", json: parsed.data });
      setForm(null);
      await load();
    } catch (e) {
      console.error("Failed to save dimensions", e);
      setError("Failed to save dimensions");
    } finally {
      setSaving(false);
    }
  };

  const num = (k: "width" | "height" | "depth" | "weight", label: string) => (
    <Field label={label} required error={fieldErrors[k]}>
      {(p) => (
        <Input
          {...p}
          type="number"
          step="0.01"
          min="0.01"
          value={form![k]}
          onChange={(e) => setForm({ ...form!, [k]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Dimensions: ${game.title}`}
      className="max-w-2xl"
    >
      <ErrorBox className="mb-4">{error}</ErrorBox>
      {loadError && !form ? (
        <div className="mb-4">
          <LoadError message={loadError} onRetry={() => void load()} />
        </div>
      ) : null}
      {form ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <Field
            label="Type"
            hint={form.id ? "The type of saved dimensions cannot be changed." : undefined}
          >
            {(p) => (
              <Select
                {...p}
                value={form.type}
                disabled={Boolean(form.id)}
                onChange={(e) => setForm({ ...form, type: e.target.value as Form["type"] })}
              >
                {TYPES.map((t) => (
                  <option key={t} value={t} disabled={!form.id && !missing.includes(t)}>
                    {t === "assembled" ? "Assembled" : "Packaged"}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid grid-cols-3 gap-3">
            {num("width", "Width")}
            {num("height", "Height")}
            {num("depth", "Depth")}
          </div>
          <div className="grid grid-cols-3 gap-3">
            <Field label="Dimension unit">
              {(p) => (
                <Select
                  {...p}
                  value={form.dimensionUnit}
                  onChange={(e) =>
                    setForm({ ...form, dimensionUnit: e.target.value as Form["dimensionUnit"] })
                  }
                >
                  <option value="cm">cm</option>
                  <option value="in">in</option>
                </Select>
              )}
            </Field>
            {num("weight", "Weight")}
            <Field label="Weight unit">
              {(p) => (
                <Select
                  {...p}
                  value={form.weightUnit}
                  onChange={(e) =>
                    setForm({ ...form, weightUnit: e.target.value as Form["weightUnit"] })
                  }
                >
                  <option value="kg">kg</option>
                  <option value="lbs">lbs</option>
                </Select>
              )}
            </Field>
          </div>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setForm(null)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save Dimensions"}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {list === null && !loadError ? (
              <>
                <Skeleton className="h-28" />
                <Skeleton className="h-28" />
              </>
            ) : null}
            {list?.map((d) => (
              <div key={d.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex items-center justify-between">
                  <h3 className="font-semibold capitalize">{d.type}</h3>
                  <button
                    type="button"
                    aria-label={`Edit ${d.type} dimensions`}
                    className="rounded p-1 text-slate-600 hover:bg-slate-100"
                    onClick={() => {
                      setFieldErrors({});
                      setForm({
                        id: d.id,
                        type: d.type,
                        width: String(d.width),
                        height: String(d.height),
                        depth: String(d.depth),
                        dimensionUnit: d.dimensionUnit,
                        weight: String(d.weight),
                        weightUnit: d.weightUnit,
                      });
                    }}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </button>
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
          {list?.length === 0 ? <p className="text-sm text-slate-500">No dimensions yet.</p> : null}
          <div className="mt-6 flex justify-end gap-2">
            {nextType ? (
              <Button
                onClick={() => {
                  setFieldErrors({});
                  setForm({ ...EMPTY, type: nextType });
                }}
              >
                <Plus className="h-4 w-4" aria-hidden /> Add Dimensions
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
