export function HiddenBadge() {
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
      Hidden
    </span>
  );
}
