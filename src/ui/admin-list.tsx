"use client";
import { EmptyList, ListStates, type ListStatesProps } from "./list-states";
import { SortableList } from "./sortable-list";

type Props<T extends { id: string }> = Omit<ListStatesProps<T>, "loadingLabel"> & {
  /** A stable id for the drag context (server and client must agree). */
  id: string;
  /** The list's accessible name, e.g. 'Client logos' (and 'Loading client logos'). */
  label: string;
  /** The list's empty text, e.g. 'No client logos yet. Add your first logo to get started.' */
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
    <ListStates {...props} loadingLabel={`Loading ${props.label.toLowerCase()}`}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyList compact={props.compactEmpty}>{props.empty}</EmptyList>
        ) : (
          <SortableList
            id={props.id}
            label={props.label}
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
