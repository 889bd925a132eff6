import { Spinner } from "@/ui/spinner";

/** 'Uploading... n%' with a progress bar, announced politely. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="mb-3 space-y-1" aria-live="polite">
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner label="Uploading" /> Uploading... {percent}%
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
