"use client";
/* eslint-disable @next/next/no-img-element -- admin thumbnails */
import { useState } from "react";
import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { Field, Input } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { SortableList } from "@/ui/sortable-list";
import { logoSchema } from "../../validation";
import { HiddenBadge } from "./hidden-badge";
import { ImageField } from "./image-field";
import { useResource } from "@/platform/http/use-resource";

type Logo = {
  id: string;
  name: string;
  url: string | null;
  logoUrl: string;
  order: number;
  active: boolean;
};

export function LogosScreen() {
  const {
    data: items,
    setData,
    error,
    reload,
  } = useResource<Logo[]>(
    "/api/admin/client-logos",
    (b: { items: Logo[] }) => b.items,
    "Failed to load client logos",
  );
  const [editing, setEditing] = useState<Logo | "new" | null>(null);
  const [deleting, setDeleting] = useState<Logo | null>(null);

  const reorder = async (next: Logo[]) => {
    setData(next);
    try {
      await api("/api/admin/client-logos/reorder", {
        method: "PUT",
        json: { ids: next.map((l) => l.id) },
      });
    } catch (e) {
      console.error("Failed to reorder logos", e);
      await reload();
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Client Logos</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden /> Add Logo
        </Button>
      </div>
      {error ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      {items === null && !error ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : null}
      {items?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No client logos yet. Add your first logo to get started.
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <SortableList
          id="client-logos"
          items={items}
          itemLabel={(l) => l.name}
          onReorder={(n) => void reorder(n)}
          renderItem={(l) => (
            <div className="flex items-center gap-4">
              <img src={l.logoUrl} alt="" className="h-10 w-16 shrink-0 object-contain sm:w-24" />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-medium">
                  {l.name}
                  {!l.active ? <HiddenBadge /> : null}
                </p>
                {l.url ? (
                  <a
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex max-w-full items-center gap-1 text-sm text-brand-700 hover:underline"
                  >
                    <span className="truncate">{l.url}</span>
                    <ExternalLink className="h-3 w-3 shrink-0" aria-hidden />
                  </a>
                ) : null}
              </div>
              <button
                type="button"
                aria-label={`Edit ${l.name}`}
                onClick={() => setEditing(l)}
                className="rounded p-1.5 text-slate-600 hover:bg-slate-100"
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={`Delete ${l.name}`}
                onClick={() => setDeleting(l)}
                className="rounded p-1.5 text-red-600 hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </div>
          )}
        />
      ) : null}
      {editing ? (
        <LogoDialog
          item={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete logo"
          message={`Are you sure you want to delete "${deleting.name}"? This action cannot be undone.`}
          errorText="Failed to delete logo"
          onConfirm={async () => {
            await api(`/api/admin/client-logos/${deleting.id}`, { method: "DELETE" });
            await reload();
          }}
        />
      ) : null}
    </div>
  );
}

function LogoDialog({
  item,
  onClose,
  onSaved,
}: {
  item: Logo | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState({
    name: item?.name ?? "",
    url: item?.url ?? "",
    logoUrl: item?.logoUrl ?? (null as string | null),
    active: item?.active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = logoSchema.safeParse({ ...form, logoUrl: form.logoUrl ?? "" });
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    setBusy(true);
    setSaveError(null);
    try {
      await api(item ? `/api/admin/client-logos/${item.id}` : "/api/admin/client-logos", {
        method: item ? "PUT" : "POST",
        json: parsed.data,
      });
      onSaved();
    } catch (e) {
      console.error("Failed to save logo", e);
      setSaveError("Failed to save logo");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={item ? "Edit Logo" : "Add Logo"}
      locked={busy}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Field label="Company name" required error={errors.name}>
          {(p) => (
            <Input
              {...p}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          )}
        </Field>
        <Field label="Website" error={errors.url}>
          {(p) => (
            <Input
              {...p}
              type="url"
              value={form.url}
              onChange={(e) => setForm({ ...form, url: e.target.value })}
              placeholder="https://"
            />
          )}
        </Field>
        <ImageField
          label="Logo image"
          required
          value={form.logoUrl}
          onChange={(url) => setForm((f) => ({ ...f, logoUrl: url }))}
          scope="logo"
          maxMb={2}
          error={errors.logoUrl}
          onBusy={setBusy}
        />
        <label className="mb-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={form.active}
            onChange={(e) => setForm({ ...form, active: e.target.checked })}
          />{" "}
          Show on the website
        </label>
        <ErrorBox className="mb-3">{saveError}</ErrorBox>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
