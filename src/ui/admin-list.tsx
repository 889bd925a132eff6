"use client";
import { EmptyList, ListStates, type ListStatesProps } from "./list-states";
import { SortableList } from "./sortable-list";

type Props<T extends { id: string }> = ListStatesProps<T> & {
  /** A stable id for the drag context (server and client must agree). */
  id: string;
  /** SPEC.md's empty text, e.g. 'No client logos yet. Add your first logo to get started.' */
  empty: React.ReactNode;
  /** A small empty line inside a dialog rather than the screen's dashed box. */
  compactEmpty?: boolean;
  itemLabel: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T) => React.ReactNode;
  disabled?: boolean;
};

/**
 * The admin list ordered by hand (categories, FAQs, testimonials, logos): the shared loading,
 * error and empty states around a list reorderable by drag, keyboard or move buttons.
 */
export function AdminList<T extends { id: string }>(props: Props<T>) {
  return (
    <ListStates {...props}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyList compact={props.compactEmpty}>{props.empty}</EmptyList>
        ) : (
          <SortableList
            id={props.id}
            items={rows}
            itemLabel={props.itemLabel}
            disabled={props.disabled}
            onReorder={props.onReorder}
            renderItem={props.renderItem}
          />
        )
      }
    </ListStates>
  );
}
