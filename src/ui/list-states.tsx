import { LoadError } from "./alert";
import { cn } from "./cn";
import { Skeleton } from "./skeleton";

export type ListStatesProps<T> = {
  /** undefined while the first load runs. */
  rows: T[] | undefined;
  /** The list's load error text, e.g. 'Failed to load client logos', shown with Try Again. */
  error?: string | null;
  onRetry?: () => void;
  /** What a screen reader hears while the skeleton shows, e.g. 'Loading leads'. */
  loadingLabel: string;
  /** How many skeleton bars, their size (4 for logos), and their layout (a grid). */
  skeleton?: { rows?: number; className?: string; layout?: string };
};

/**
 * The loading and error states every admin list shares: skeleton bars until the first answer,
 * and the load error with Try Again. A refetch that fails after rows arrived keeps them on screen
 * under the error, so a passing network hiccup does not blank the list.
 */
export function ListStates<T>({
  rows,
  error,
  onRetry,
  loadingLabel,
  skeleton,
  children,
}: ListStatesProps<T> & { children: (rows: T[]) => React.ReactNode }) {
  const failed = error ? <LoadError message={error} onRetry={onRetry ?? (() => {})} /> : null;
  if (rows === undefined) return failed ?? <ListSkeleton label={loadingLabel} {...skeleton} />;
  if (!failed) return <>{children(rows)}</>;
  return (
    <div className="space-y-3">
      {failed}
      {children(rows)}
    </div>
  );
}

function ListSkeleton({
  label,
  rows = 5,
  className,
  layout = "space-y-2",
}: {
  label: string;
  rows?: number;
  className?: string;
  layout?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={layout}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn("h-10 w-full", className)} />
      ))}
    </div>
  );
}

/** The empty text of a list that is not a table (a table says it in its body). */
export function EmptyList({ children, compact }: { children: React.ReactNode; compact?: boolean }) {
  return (
    <p
      className={cn(
        "text-slate-500",
        compact ? "text-sm" : "rounded-lg border border-dashed border-slate-300 p-8 text-center",
      )}
    >
      {children}
    </p>
  );
}

/**
 * A list's rows, load error and retry from its TanStack query: the error is the list's text for
 * this list, shown only while the query has failed, and Try Again fetches again.
 */
export function fromQuery<T>(
  query: { isError: boolean; refetch: () => unknown },
  rows: T[] | undefined,
  error: string,
): Pick<ListStatesProps<T>, "rows" | "error" | "onRetry"> {
  return { rows, error: query.isError ? error : null, onRetry: () => void query.refetch() };
}
