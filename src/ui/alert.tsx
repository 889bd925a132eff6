import { cn } from "./cn";

/** The red error box; role=alert so screen readers announce it. */
export function ErrorBox({ children, className }: { children: React.ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div role="alert" className={cn("rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700", className)}>
      {children}
    </div>
  );
}

export function SuccessBox({ children, className }: { children: React.ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div role="status" className={cn("rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800", className)}>
      {children}
    </div>
  );
}
