import type { AuditEntryView } from "../../index";

const show = (v: unknown) =>
  v === null || v === undefined || v === "" ? "—" : typeof v === "string" ? v : JSON.stringify(v);

/** The changed fields of one entry: "field: before → after" (created or removed: one side). */
export function ChangeList({ entry }: { entry: Pick<AuditEntryView, "before" | "after"> }) {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs text-slate-600">
      {keys.map((key) => {
        const had = entry.before && key in entry.before;
        const has = entry.after && key in entry.after;
        return (
          <li key={key} className="break-words">
            <span className="font-medium text-slate-700">{key}</span>:{" "}
            {had ? <del className="text-red-700">{show(entry.before![key])}</del> : null}
            {had && has ? " → " : null}
            {has ? (
              <ins className="text-green-800 no-underline">{show(entry.after![key])}</ins>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
