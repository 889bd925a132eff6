import { Button } from "@/ui/button";

/** Shown while no contact settings exist: the form below creates them. */
export function MissingSettingsNote({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <div>
        <p className="font-semibold">Contact settings not found</p>
        <p>Fill in the form below and save to create them.</p>
      </div>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
