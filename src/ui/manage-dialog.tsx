"use client";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { AddButton } from "./screen-header";

/** A dialog that manages a list (categories, a game's media, dimensions or FAQs): no form to lose. */
export function ManageDialog({
  title,
  onClose,
  className = "max-w-2xl",
  children,
}: {
  title: string;
  onClose: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} className={className}>
      {children}
    </Dialog>
  );
}

/** The foot of a manage dialog: its add button (when adding is possible) and Close. */
export function ManageActions({
  add,
  onAdd,
  onClose,
}: {
  /** The add button's text, e.g. 'Add FAQ'; none when nothing more can be added. */
  add?: string;
  onAdd?: () => void;
  onClose: () => void;
}) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      {add && onAdd ? <AddButton onClick={onAdd}>{add}</AddButton> : null}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
