"use client";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { BlockDocument } from "@/modules/content";
import { api } from "@/platform/http/api-client";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { RecordHistory } from "@/modules/audit/public/record-history";
import { Field, Input, Select } from "@/ui/field";
import { RichTextEditor } from "@/modules/content/public/rich-text-editor";
import { Spinner } from "@/ui/spinner";
import { gameSchema } from "../validation";
import type { AdminGameDetail, Category } from "./types";

type Spec = { key: string; value: string };
type Form = {
  title: string;
  category: string;
  warrantyYears: string;
  powerRequirements: string;
  featured: boolean;
  richDescription: BlockDocument | null;
  specs: Spec[];
};
const EMPTY: Form = {
  title: "",
  category: "",
  warrantyYears: "1",
  powerRequirements: "",
  featured: false,
  richDescription: null,
  specs: [],
};
type Tab = "basic" | "specs";
const tabClass =
  "rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700";

/** Add or edit a game: Basic Info and Specifications tabs; specs are saved with the game atomically. */
export function GameDialog({
  gameId,
  onClose,
  onSaved,
}: {
  gameId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<Form | null>(gameId ? null : EMPTY);
  const [categories, setCategories] = useState<Category[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Controlled tabs: a failed validation must reveal the tab holding the first error, or Save looks like it did nothing.
  const [tab, setTab] = useState<Tab>("basic");
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After the error tab is shown, focus its first invalid field (runs once per failed Save).
  useEffect(() => {
    if (focusTick)
      formRef.current
        ?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"] [aria-invalid="true"]')
        ?.focus();
  }, [focusTick]);

  useEffect(() => {
    api<{ categories: Category[] }>("/api/admin/categories")
      .then((r) => setCategories(r.categories))
      .catch((e) => console.error("Failed to load categories", e));
    if (!gameId) return;
    api<AdminGameDetail>(`/api/admin/games/${gameId}`)
      .then((g) =>
        setForm({
          title: g.title,
          category: g.category,
          warrantyYears: String(g.warrantyYears),
          powerRequirements: g.powerRequirements ?? "",
          featured: g.featured,
          richDescription: g.richDescription,
          specs: g.specs.map((s) => ({ key: s.key, value: s.value })),
        }),
      )
      .catch((e) => {
        console.error("Failed to load game", e);
        setSaveError("Failed to load game");
      });
  }, [gameId]);

  const set = <K extends keyof Form>(k: K, v: Form[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));
  const setSpec = (i: number, patch: Partial<Spec>) =>
    set(
      "specs",
      form!.specs.map((s, j) => (j === i ? { ...s, ...patch } : s)),
    );
  const moveSpec = (i: number, d: number) => {
    const specs = [...form!.specs];
    const [s] = specs.splice(i, 1);
    specs.splice(i + d, 0, s!);
    set("specs", specs);
  };

  const save = async () => {
    if (!form) return;
    // Blank spec rows are dropped before validation; keep their form positions so errors land on the right inputs.
    const kept = form.specs.flatMap((s, i) => (s.key.trim() || s.value.trim() ? [i] : []));
    const parsed = gameSchema.safeParse({ ...form, specs: kept.map((i) => form.specs[i]!) });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) =>
        i.path[0] === "specs" && typeof i.path[1] === "number"
          ? { ...i, path: ["specs", kept[i.path[1]] ?? i.path[1], ...i.path.slice(2)] }
          : i,
      );
      setErrors(Object.fromEntries(issues.map((i) => [i.path.join("."), i.message])));
      setTab(issues[0]?.path[0] === "specs" ? "specs" : "basic");
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    setSaveError(null);
    try {
      await api(gameId ? `/api/admin/games/${gameId}` : "/api/admin/games", {
        method: gameId ? "PUT" : "POST",
        json: parsed.data,
      });
      onSaved();
    } catch (e) {
      console.error("Failed to save game", e);
      setSaveError("Failed to save game. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={gameId ? "Edit Game" : "Add New Game"}
      className="max-w-3xl"
      locked={saving}
    >
      {!form ? (
        saveError ? (
          <ErrorBox>{saveError}</ErrorBox>
        ) : (
          <Spinner label="Loading game" />
        )
      ) : (
        <form
          ref={formRef}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <Tabs.List
              aria-label="Game details"
              className="mb-4 flex gap-1 border-b border-slate-200"
            >
              <Tabs.Trigger value="basic" className={tabClass}>
                Basic Info
              </Tabs.Trigger>
              <Tabs.Trigger value="specs" className={tabClass}>
                Specifications
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content
              value="basic"
              forceMount
              className="space-y-1 data-[state=inactive]:hidden"
            >
              <Field label="Title" required error={errors.title}>
                {(p) => (
                  <Input {...p} value={form.title} onChange={(e) => set("title", e.target.value)} />
                )}
              </Field>
              <div className="grid gap-x-4 sm:grid-cols-2">
                <Field label="Category" required error={errors.category}>
                  {(p) => (
                    <Select
                      {...p}
                      value={form.category}
                      onChange={(e) => set("category", e.target.value)}
                    >
                      <option value="">Select a category</option>
                      {categories.map((c) => (
                        <option key={c.id} value={c.name}>
                          {c.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label="Warranty (years)" required error={errors.warrantyYears}>
                  {(p) => (
                    <Input
                      {...p}
                      type="number"
                      min={1}
                      step={1}
                      value={form.warrantyYears}
                      onChange={(e) => set("warrantyYears", e.target.value)}
                    />
                  )}
                </Field>
              </div>
              <Field label="Power requirements" error={errors.powerRequirements}>
                {(p) => (
                  <Input
                    {...p}
                    value={form.powerRequirements}
                    onChange={(e) => set("powerRequirements", e.target.value)}
                    placeholder="e.g. 220-240V AC, 50/60Hz, 650W"
                  />
                )}
              </Field>
              <label className="flex items-start gap-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                  checked={form.featured}
                  onChange={(e) => set("featured", e.target.checked)}
                />
                <span>
                  <span className="font-medium text-slate-800">Featured</span>
                  <span className="block text-slate-500">
                    Featured games appear prominently on the home page and shop page
                  </span>
                </span>
              </label>
              <RichTextEditor
                label="Description"
                value={form.richDescription}
                onChange={(doc) => set("richDescription", doc)}
              />
            </Tabs.Content>
            <Tabs.Content
              value="specs"
              forceMount
              className="space-y-2 data-[state=inactive]:hidden"
            >
              {form.specs.length === 0 ? (
                <p className="text-sm text-slate-500">No specifications yet.</p>
              ) : null}
              {form.specs.map((s, i) => (
                <div key={i} className="flex items-center gap-2">
                  <Input
                    aria-label={`Specification ${i + 1} name`}
                    aria-invalid={Boolean(errors[`specs.${i}.key`])}
                    placeholder="Name (e.g. Display)"
                    value={s.key}
                    onChange={(e) => setSpec(i, { key: e.target.value })}
                  />
                  <Input
                    aria-label={`Specification ${i + 1} value`}
                    aria-invalid={Boolean(errors[`specs.${i}.value`])}
                    placeholder="Value"
                    value={s.value}
                    onChange={(e) => setSpec(i, { value: e.target.value })}
                  />
                  <button
                    type="button"
                    aria-label={`Move specification ${i + 1} up`}
                    disabled={i === 0}
                    onClick={() => moveSpec(i, -1)}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move specification ${i + 1} down`}
                    disabled={i === form.specs.length - 1}
                    onClick={() => moveSpec(i, 1)}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove specification ${i + 1}`}
                    onClick={() =>
                      set(
                        "specs",
                        form.specs.filter((_, j) => j !== i),
                      )
                    }
                    className="rounded p-1 text-red-600 hover:bg-red-50"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </div>
              ))}
              {Object.entries(errors)
                .filter(([k]) => k.startsWith("specs"))
                .map(([k, v]) => (
                  <p key={k} className="text-xs text-red-600">
                    {v}
                  </p>
                ))}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set("specs", [...form.specs, { key: "", value: "" }])}
              >
                <Plus className="h-4 w-4" aria-hidden /> Add Specification
              </Button>
            </Tabs.Content>
          </Tabs.Root>
          <ErrorBox className="mt-4">{saveError}</ErrorBox>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : gameId ? "Save Changes" : "Add Game"}
            </Button>
          </div>
        </form>
      )}
      <RecordHistory kind="game" id={gameId} />
    </Dialog>
  );
}
