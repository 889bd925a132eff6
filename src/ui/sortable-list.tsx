"use client";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { cn } from "./cn";

/** The moved item takes the target's position. */
function moveItem<T>(items: T[], from: number, to: number): T[] {
  return arrayMove(items, from, to);
}

type Props<T extends { id: string }> = {
  /** A stable id for DndContext (server and client must agree). */
  id: string;
  /** The list's accessible name. */
  label?: string;
  items: T[];
  /** Called with the reordered list; the caller renumbers, saves and reloads on failure. */
  onReorder: (items: T[]) => void;
  renderItem: (item: T, index: number) => React.ReactNode;
  itemLabel: (item: T) => string;
  disabled?: boolean;
  className?: string;
  itemClassName?: string;
};

/**
 * A list reorderable by pointer drag, by keyboard (Space to lift, arrows to move, Space to drop)
 * and by move up/down buttons (WCAG 2.5.7: dragging is never the only way).
 */
export function SortableList<T extends { id: string }>({
  id,
  label,
  items,
  onReorder,
  renderItem,
  itemLabel,
  disabled,
  className,
  itemClassName,
}: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onReorder(moveItem(items, from, to));
  };
  // Screen readers hear names and positions, not the row ids dnd-kit announces by default.
  const name = (itemId: UniqueIdentifier) => {
    const item = items.find((i) => i.id === itemId);
    return item ? itemLabel(item) : "item";
  };
  const position = (itemId: UniqueIdentifier | undefined) =>
    items.findIndex((i) => i.id === itemId) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, position ${position(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over position ${position(over.id)} of ${items.length}.`
        : `${name(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${items.length}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space to pick up, the arrow keys to move, Space again to drop, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={cn("space-y-2", className)}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              label={itemLabel(item)}
              disabled={disabled}
              className={itemClassName}
              canUp={index > 0}
              canDown={index < items.length - 1}
              onUp={() => onReorder(moveItem(items, index, index - 1))}
              onDown={() => onReorder(moveItem(items, index, index + 1))}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: {
  id: string;
  label: string;
  disabled?: boolean;
  className?: string;
  canUp: boolean;
  canDown: boolean;
  onUp: () => void;
  onDown: () => void;
  children: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
    disabled: props.disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-2 rounded-md border border-slate-200 bg-white p-2",
        isDragging && "z-10 shadow-lg",
        props.className,
      )}
      data-sortable-id={props.id}
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
        aria-label={`Drag to reorder ${props.label}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="h-5 w-5" aria-hidden />
      </button>
      <div className="min-w-0 flex-1">{props.children}</div>
      <div className="flex flex-col">
        <button
          type="button"
          disabled={props.disabled || !props.canUp}
          onClick={props.onUp}
          aria-label={`Move ${props.label} up`}
          className="flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30"
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
        </button>
        <button
          type="button"
          disabled={props.disabled || !props.canDown}
          onClick={props.onDown}
          aria-label={`Move ${props.label} down`}
          className="flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30"
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
