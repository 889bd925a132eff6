"use client";
/* eslint-disable @next/next/no-img-element -- admin thumbnails */
import { missingLocales } from "@/platform/i18n/translations";
import { RowActions } from "@/ui/row-actions";
import { MissingSummary } from "@/ui/translation";
import type { Testimonial } from "../types";
import { HiddenBadge } from "./hidden-badge";

type Props = {
  testimonial: Testimonial;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One testimonial card: photo, name with the Hidden badge, quote, Active switch, edit and delete. */
export function TestimonialRow({ testimonial: t, onToggle, onEdit, onDelete }: Props) {
  return (
    <div className="flex items-center gap-4">
      {t.imageUrl ? (
        <img
          src={t.imageUrl}
          alt=""
          className="hidden h-12 w-12 rounded-full object-cover sm:block"
        />
      ) : (
        <div className="hidden h-12 w-12 rounded-full bg-slate-200 sm:block" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium">
          {t.name}
          {!t.active ? <HiddenBadge /> : null}
          <MissingSummary missing={missingLocales(t, t.translations, ["title", "text"])} />
        </p>
        <p className="text-sm text-slate-500">{[t.title, t.company].filter(Boolean).join(", ")}</p>
        <p className="truncate text-sm text-slate-600">{t.text}</p>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-600">
        <input
          type="checkbox"
          role="switch"
          className="h-4 w-4 accent-brand-700"
          checked={t.active}
          onChange={onToggle}
          aria-label={`Show ${t.name} on the site`}
        />{" "}
        <span className="hidden sm:inline">Active</span>
      </label>
      <RowActions name={t.name} onEdit={onEdit} onDelete={onDelete} />
    </div>
  );
}
