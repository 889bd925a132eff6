import { Button } from "./button";
import { cn } from "./cn";

/** The red error box; role=alert so screen readers announce it. */
export function ErrorBox({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cn(
        "rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700",
        className,
      )}
    >
      {children}
    </div>
  );
}

export function SuccessBox({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <div
      role="status"
      className={cn(
        "rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The amber notice for a state staff should act on (not an error of theirs). */
export function WarningBox({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {children}
    </div>
  );
}

/** The red error box with a Try Again button, for a screen whose data failed to load. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBox>
      <div className="flex items-center justify-between gap-3">
        <span>{message}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </ErrorBox>
  );
}

export type SaveOutcome = { ok: boolean; text: string } | null;

/** The outcome of a save in a polite live region: green on success, red on failure. */
export function SaveMessage({ outcome }: { outcome: SaveOutcome }) {
  return (
    <div aria-live="polite">
      {outcome?.ok ? <SuccessBox>{outcome.text}</SuccessBox> : null}
      {outcome && !outcome.ok ? <ErrorBox>{outcome.text}</ErrorBox> : null}
    </div>
  );
}

/** What a save mutation's state says: its success text, its failure text, or nothing yet. */
export function saveOutcome(
  save: { isSuccess: boolean; isError: boolean },
  success: string,
  failure: string,
): SaveOutcome {
  if (save.isSuccess) return { ok: true, text: success };
  if (save.isError) return { ok: false, text: failure };
  return null;
}
