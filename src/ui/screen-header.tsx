import { Plus } from "lucide-react";
import { Button } from "./button";

/** An admin screen's title (its one h1) with the screen's main buttons on the right. */
export function ScreenHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** The button that adds a row to a list ('Add Logo', 'New Post'). */
export function AddButton({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden /> {children}
    </Button>
  );
}
