import { useFormatter, useTranslations } from "next-intl";
import { VideoModal } from "@/modules/content/public/video-modal";
import { GameGallery } from "@/modules/catalog/public/lightbox";
import type { GameDetail, PublicMedia } from "./queries";
import { cn } from "@/ui/cn";
import { BELOW_FOLD } from "@/ui/below-fold";

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("mt-16", BELOW_FOLD.section)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Videos({ items, fallbackTitle }: { items: PublicMedia[]; fallbackTitle: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((v) => (
        <li key={v.id}>
          <VideoModal
            url={v.url}
            provider={v.videoProvider}
            title={v.title || fallbackTitle}
            thumbnailUrl={v.videoThumbnailUrl}
          >
            {v.title ? <h3 className="mt-3 font-semibold text-slate-900">{v.title}</h3> : null}
            {v.description ? <p className="mt-1 text-sm text-slate-600">{v.description}</p> : null}
          </VideoModal>
        </li>
      ))}
    </ul>
  );
}

/** Videos, Photo Gallery, Game Trailers, Gameplay Videos, specifications, dimensions and FAQs. */
export function GameSections({
  game,
  images,
}: {
  game: GameDetail;
  images: Array<{ id: string; url: string }>;
}) {
  const t = useTranslations("Game");
  const format = useFormatter();
  // Sizes and weights in the page's language (1,5 in German), at most two decimals.
  const fmt = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const videos = game.media.filter((m) => m.type === "video");
  const byType = (t: PublicMedia["mediaType"]) =>
    videos.filter((v) => (v.mediaType ?? "showcase") === t);
  const showcase = byType("showcase");
  const trailers = byType("trailer");
  const gameplay = byType("gameplay");
  return (
    <>
      {showcase.length > 0 ? (
        <Section id="videos" title={t("videos")}>
          <Videos items={showcase} fallbackTitle={t("video")} />
        </Section>
      ) : null}
      {images.length > 0 ? (
        <Section id="gallery" title={t("gallery")}>
          <GameGallery images={images} title={game.title} variant="grid" />
        </Section>
      ) : null}
      {trailers.length > 0 ? (
        <Section id="trailers" title={t("trailers")}>
          <Videos items={trailers} fallbackTitle={t("video")} />
        </Section>
      ) : null}
      {gameplay.length > 0 ? (
        <Section id="gameplay" title={t("gameplay")}>
          <Videos items={gameplay} fallbackTitle={t("video")} />
        </Section>
      ) : null}
      {game.specs.length > 0 ? (
        <Section id="specs" title={t("specs")}>
          <dl className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
            {game.specs.map((s) => (
              <div key={s.id} className="grid grid-cols-1 gap-1 px-5 py-3 sm:grid-cols-3">
                <dt className="font-medium text-slate-900">{s.key}</dt>
                <dd className="text-slate-700 sm:col-span-2">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {game.dimensions.length > 0 ? (
        <Section id="dimensions" title={t("dimensions")}>
          <div className="grid gap-6 sm:grid-cols-2">
            {game.dimensions.map((d) => (
              <div key={d.id} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-slate-900">
                  {d.type === "assembled" ? t("assembled") : t("packaged")}
                </h3>
                <dl className="mt-3 space-y-1 text-sm text-slate-700">
                  <div className="flex justify-between gap-4">
                    <dt>{t("size")}</dt>
                    <dd>
                      {fmt(d.width)} x {fmt(d.height)} x {fmt(d.depth)} {d.dimensionUnit}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt>{t("weight")}</dt>
                    <dd>
                      {fmt(d.weight)} {d.weightUnit}
                    </dd>
                  </div>
                </dl>
              </div>
            ))}
          </div>
        </Section>
      ) : null}
      {game.faqs.length > 0 ? (
        <Section id="faqs" title={t("faqs")}>
          <div className="space-y-3">
            {game.faqs.map((f) => (
              <details
                key={f.id}
                className="group rounded-xl border border-slate-200 p-5 open:bg-slate-50"
              >
                <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                  {f.question}
                </summary>
                <p className="mt-3 text-slate-700">{f.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
