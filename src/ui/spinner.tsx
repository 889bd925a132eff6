import { Loader2 } from "lucide-react";
import { cn } from "./cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2
        aria-hidden
        className={cn("h-5 w-5 animate-spin motion-reduce:animate-none", className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
