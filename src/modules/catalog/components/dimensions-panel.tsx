"use client";
import { useCallback, useEffect, useState } from "react";
import { Pencil, Plus } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Select } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { dimensionSchema } from "../validation";
import type { AdminGame, Dimension } from "./types";

type Form = { type: "assembled" | "packaged"; width: string; height: string; depth: string; dimensionUnit: "cm" | "in"; weight: string; weightUnit: "kg" | "lbs" };
const EMPTY: Form = { type: "assembled", width: "", height: "", depth: "", dimensionUnit: "cm", weight: "", weightUnit: "kg" };

export function DimensionsPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const [list, setList] = useState<Dimension[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      setList((await api<{ dimensions: Dimension[] }>(`/api/admin/games/${game.id}/dimensions`)).dimensions);
    } catch (e) {
      console.error("Failed to load dimensions", e);
      setError("Failed to load dimensions");
    }
  }, [game.id]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- initial load
    void load();
  }, [load]);

  const save = async () => {
    if (!form) return;
    const parsed = dimensionSchema.safeParse({ ...form, width: form.width || undefined, height: form.height || undefined, depth: form.depth || undefined, weight: form.weight || undefined });
    if (!parsed.success) return setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
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
    <Field label={label} required error={fieldErrors[k]}>{(p) => <Input {...p} type="number" step="0.01" min="0.01" value={form![k]} onChange={(e) => setForm({ ...form!, [k]: e.target.value })} />}</Field>
  );

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Dimensions: ${game.title}`} className="max-w-2xl">
      <ErrorBox className="mb-4">{error}</ErrorBox>
      {form ? (
        <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
          <Field label="Type">{(p) => <Select {...p} value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as Form["type"] })}><option value="assembled">Assembled</option><option value="packaged">Packaged</option></Select>}</Field>
          <div className="grid grid-cols-3 gap-3">{num("width", "Width")}{num("height", "Height")}{num("depth", "Depth")}</div>
          <div className="grid grid-cols-3 gap-3">
            <Field label="Dimension unit">{(p) => <Select {...p} value={form.dimensionUnit} onChange={(e) => setForm({ ...form, dimensionUnit: e.target.value as Form["dimensionUnit"] })}><option value="cm">cm</option><option value="in">in</option></Select>}</Field>
            {num("weight", "Weight")}
            <Field label="Weight unit">{(p) => <Select {...p} value={form.weightUnit} onChange={(e) => setForm({ ...form, weightUnit: e.target.value as Form["weightUnit"] })}><option value="kg">kg</option><option value="lbs">lbs</option></Select>}</Field>
          </div>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setForm(null)} disabled={saving}>Cancel</Button>
            <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save Dimensions"}</Button>
          </div>
        </form>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {list === null ? <><Skeleton className="h-28" /><Skeleton className="h-28" /></> : null}
            {list?.map((d) => (
              <div key={d.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex items-center justify-between">
                  <h3 className="font-semibold capitalize">{d.type}</h3>
                  <button type="button" aria-label={`Edit ${d.type} dimensions`} className="rounded p-1 text-slate-600 hover:bg-slate-100" onClick={() => setForm({ type: d.type, width: String(d.width), height: String(d.height), depth: String(d.depth), dimensionUnit: d.dimensionUnit, weight: String(d.weight), weightUnit: d.weightUnit })}><Pencil className="h-4 w-4" aria-hidden /></button>
                </div>
                <p className="mt-2 text-sm">{d.width} x {d.height} x {d.depth} {d.dimensionUnit}</p>
                <p className="text-sm">{d.weight} {d.weightUnit}</p>
              </div>
            ))}
          </div>
          {list?.length === 0 ? <p className="text-sm text-slate-500">No dimensions yet.</p> : null}
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={() => { setFieldErrors({}); setForm({ ...EMPTY, type: list?.some((d) => d.type === "assembled") ? "packaged" : "assembled" }); }}><Plus className="h-4 w-4" aria-hidden /> Add Dimensions</Button>
            <Button variant="secondary" onClick={onClose}>Close</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
