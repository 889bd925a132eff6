import { Pencil, Trash2, type LucideIcon } from "lucide-react";
import { cn } from "./cn";

/** An icon-only button of a list row; its label names the action and the row ("Edit Logos"). */
export function RowAction({
  label,
  icon: Icon,
  onClick,
  danger,
  type = "button",
}: {
  label: string;
  icon: LucideIcon;
  onClick?: () => void;
  danger?: boolean;
  type?: "button" | "submit";
}) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        // 24 px or more: the target size the accessibility checks ask for.
        "rounded p-1.5",
        danger ? "text-red-600 hover:bg-red-50" : "text-slate-600 hover:bg-slate-100",
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}

/**
 * The edit and delete buttons of a list row (moving is the sortable list's own handle), with any
 * further actions of the row before them.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
  className,
}: {
  /** What the row is called, read after the action: "Edit {name}", "Delete {name}". */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <span className={cn("flex shrink-0 items-center gap-1", className)}>
      {children}
      {onEdit ? <RowAction label={`Edit ${name}`} icon={Pencil} onClick={onEdit} /> : null}
      {onDelete ? (
        <RowAction label={`Delete ${name}`} icon={Trash2} onClick={onDelete} danger />
      ) : null}
    </span>
  );
}
