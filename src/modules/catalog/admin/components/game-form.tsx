"use client";
import type { UseMutationResult } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { BlockDocument } from "@/modules/content";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { gameSchema } from "../../validation";
import { GameBasicFields } from "./game-basic-fields";
import { GameSpecsEditor, type Spec } from "./game-specs-editor";
import type { AdminGameDetail } from "./types";

export type GameFormValues = {
  title: string;
  category: string;
  warrantyYears: string;
  powerRequirements: string;
  featured: boolean;
  richDescription: BlockDocument | null;
  specs: Spec[];
};
export type SaveGame = UseMutationResult<unknown, Error, z.output<typeof gameSchema>>;

export const EMPTY_GAME: GameFormValues = {
  title: "",
  category: "",
  warrantyYears: "1",
  powerRequirements: "",
  featured: false,
  richDescription: null,
  specs: [],
};

export const toGameForm = (g: AdminGameDetail): GameFormValues => ({
  title: g.title,
  category: g.category,
  warrantyYears: String(g.warrantyYears),
  powerRequirements: g.powerRequirements ?? "",
  featured: g.featured,
  richDescription: g.richDescription,
  specs: g.specs.map((s) => ({ key: s.key, value: s.value })),
});

type Tab = "basic" | "specs";
const tabClass =
  "rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700";

/** Field errors by path; blank spec rows are dropped first, so spec errors keep their form positions. */
function validate(form: GameFormValues) {
  const kept = form.specs.flatMap((s, i) => (s.key.trim() || s.value.trim() ? [i] : []));
  const parsed = gameSchema.safeParse({ ...form, specs: kept.map((i) => form.specs[i]!) });
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.map((i) =>
    i.path[0] === "specs" && typeof i.path[1] === "number"
      ? { ...i, path: ["specs", kept[i.path[1]] ?? i.path[1], ...i.path.slice(2)] }
      : i,
  );
  return {
    errors: Object.fromEntries(issues.map((i) => [i.path.join("."), i.message])),
    tab: (issues[0]?.path[0] === "specs" ? "specs" : "basic") as Tab,
  };
}

export function GameForm({
  gameId,
  initial,
  save,
  onClose,
}: {
  gameId?: string;
  initial: GameFormValues;
  save: SaveGame;
  onClose: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Controlled tabs: a failed validation must reveal the tab holding the first error, or Save looks like it did nothing.
  const [tab, setTab] = useState<Tab>("basic");
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saving = save.isPending;

  // After the error tab is shown, focus its first invalid field (runs once per failed Save).
  useEffect(() => {
    if (focusTick)
      formRef.current
        ?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"] [aria-invalid="true"]')
        ?.focus();
  }, [focusTick]);

  const set = <K extends keyof GameFormValues>(k: K, v: GameFormValues[K]) =>
    setForm((f) => ({ ...f, [k]: v }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const result = validate(form);
    if (!result.data) {
      setErrors(result.errors);
      setTab(result.tab);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    save.mutate(result.data, { onSuccess: onClose });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List aria-label="Game details" className="mb-4 flex gap-1 border-b border-slate-200">
          <Tabs.Trigger value="basic" className={tabClass}>
            Basic Info
          </Tabs.Trigger>
          <Tabs.Trigger value="specs" className={tabClass}>
            Specifications
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="basic" forceMount className="space-y-1 data-[state=inactive]:hidden">
          <GameBasicFields form={form} errors={errors} onChange={set} />
        </Tabs.Content>
        <Tabs.Content value="specs" forceMount className="space-y-2 data-[state=inactive]:hidden">
          <GameSpecsEditor
            specs={form.specs}
            errors={errors}
            onChange={(specs) => set("specs", specs)}
          />
        </Tabs.Content>
      </Tabs.Root>
      <ErrorBox className="mt-4">
        {save.isError ? "Failed to save game. Please try again." : null}
      </ErrorBox>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : gameId ? "Save Changes" : "Add Game"}
        </Button>
      </div>
    </form>
  );
}
