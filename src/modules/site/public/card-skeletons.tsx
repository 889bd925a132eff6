import { Skeleton } from "@/ui/skeleton";

export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="card-skeleton"
          className="overflow-hidden rounded-xl border border-slate-200"
        >
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
