import { forwardRef } from "react";
import { cn } from "./cn";

// Its own module, not field.tsx: the public forms import field.tsx, and what a shared module
// exports rides along in their first-load JS.
/** A checkbox (or switch, with role="switch") with its label beside it. */
export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & { label: React.ReactNode }
>(function Checkbox({ label, className, ...props }, ref) {
  return (
    <label className={cn("mb-3 flex items-center gap-2 text-sm", className)}>
      <input ref={ref} type="checkbox" className="h-4 w-4 accent-brand-700" {...props} /> {label}
    </label>
  );
});
