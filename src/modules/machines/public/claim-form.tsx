import { useTranslations } from "next-intl";
import { buttonClass } from "@/ui/button";
import { inputClass } from "@/ui/field";
import type { Locale } from "@/platform/i18n/locales";
import type { WarrantyStatus } from "../index";

/**
 * A claim or request, posted as a plain multipart form. With the warranty ended, a warranty claim
 * is not offered (the server refuses one too) and the page says so.
 */
export function ClaimForm({
  locale,
  serial,
  warranty,
}: {
  locale: Locale;
  serial: string;
  warranty: WarrantyStatus;
}) {
  const t = useTranslations("Portal");
  const covered = warranty === "active";
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={`/api/portal/machines/${encodeURIComponent(serial)}/claims?locale=${locale}`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      {covered ? null : (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("warrantyEnded")}
        </p>
      )}
      <label className="block space-y-1">
        <span className="text-sm font-medium">{t("kindLabel")}</span>
        <select
          name="kind"
          required
          defaultValue={covered ? "warranty" : "repair"}
          className={inputClass}
        >
          {covered ? <option value="warranty">{t("claimKinds.warranty")}</option> : null}
          <option value="repair">{t("claimKinds.repair")}</option>
          <option value="parts">{t("claimKinds.parts")}</option>
        </select>
      </label>
      <label className="block space-y-1">
        <span className="text-sm font-medium">{t("descriptionLabel")}</span>
        <textarea name="description" required maxLength={5000} rows={5} className={inputClass} />
      </label>
      <label className="block space-y-1">
        <span className="text-sm font-medium">{t("photosLabel")}</span>
        <input
          type="file"
          name="photos"
          multiple
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="block w-full text-sm"
        />
      </label>
      <label className="block space-y-1">
        <span className="text-sm font-medium">{t("videoLabel")}</span>
        <input
          type="file"
          name="video"
          accept="video/mp4,video/webm,video/ogg,video/quicktime"
          className="block w-full text-sm"
        />
      </label>
      <button type="submit" className={buttonClass("primary", "md", "w-full sm:w-auto")}>
        {t("submitClaim")}
      </button>
    </form>
  );
}
