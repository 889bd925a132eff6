import { Loader2 } from "lucide-react";

/** A spinner with its text, announced once as a status. */
export function BusyMessage({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-slate-600">
      <Loader2
        aria-hidden
        className="h-8 w-8 animate-spin text-brand-600 motion-reduce:animate-none"
      />
      <p>{text}</p>
    </div>
  );
}
