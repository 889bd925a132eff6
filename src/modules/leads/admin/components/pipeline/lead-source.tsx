import type { LeadPipelineView } from "../../../server/lead-pipeline";

/** Where the buyer came from, as the pricing dialog recorded it for the visit. */
export function LeadSource({ source }: { source: LeadPipelineView["source"] }) {
  const rows: Array<[string, string | null]> = [
    ["Source", source.label],
    ["First page", source.landingPage],
    ["Referrer", source.referrer],
    ["utm_source", source.utmSource],
    ["utm_medium", source.utmMedium],
    ["utm_campaign", source.utmCampaign],
    ["utm_term", source.utmTerm],
    ["utm_content", source.utmContent],
    [
      "Ad click",
      [source.gclid ? "Google (gclid)" : null, source.fbclid ? "Facebook (fbclid)" : null]
        .filter(Boolean)
        .join(", ") || null,
    ],
  ];
  return (
    <section aria-labelledby="lead-source">
      <h3 id="lead-source" className="mb-1 text-sm font-medium text-slate-700">
        Where the lead came from
      </h3>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd className="break-all text-slate-900">{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
