import { ShieldAlert } from "lucide-react";
import { NO_PERMISSION } from "../../permissions";

/** Shown instead of a screen the signed-in person's role does not include. */
export function NoPermission() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <div
        role="alert"
        className="max-w-md rounded-lg border border-amber-200 bg-white p-6 text-center shadow-sm"
      >
        <ShieldAlert aria-hidden className="mx-auto h-8 w-8 text-amber-600" />
        <h1 className="mt-3 text-lg font-semibold text-slate-900">Not available</h1>
        <p className="mt-2 text-sm text-slate-600">{NO_PERMISSION}</p>
        <p className="mt-1 text-sm text-slate-600">Ask an owner if your work needs this screen.</p>
      </div>
    </div>
  );
}
