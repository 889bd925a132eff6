"use client";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "./cn";
import { ListStates, type ListStatesProps } from "./list-states";
import { Pager } from "./pager";

type SortDir = "asc" | "desc";

export type Column<T> = {
  key: string;
  /** The header's text (also the sort button's name). */
  header: React.ReactNode;
  /** Makes the header a sort button for this key. */
  sortKey?: string;
  /** Visually hidden header text (an actions column). */
  hiddenHeader?: boolean;
  /** The cell names its row (a th with scope=row), e.g. a page path. */
  rowHeader?: boolean;
  /** Stays in view at the right edge while a narrow screen scrolls the table (row actions). */
  stickyEnd?: boolean;
  className?: string;
  headerClassName?: string;
  cell: (row: T) => React.ReactNode;
};

type TableSelection<T> = {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Every row of the page selected: checked; some: mixed. */
  pageState: boolean | "mixed";
  togglePage: () => void;
  rowLabel: (row: T) => string;
};

type PageOf = { page: number; pageSize: number; total: number };

type Props<T> = Omit<ListStatesProps<T>, "loadingLabel"> & {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: Column<T>[];
  /** 'Loading {caption}' unless said otherwise. */
  loadingLabel?: string;
  /** A row's React key; its id unless said otherwise. */
  rowKey?: (row: T) => string;
  /** The list's empty text when it has one, shown in the table's body under the headers. */
  empty: React.ReactNode;
  sort?: { key: string; dir: SortDir };
  onSort?: (key: string) => void;
  selection?: TableSelection<T>;
  /** The server's page of a paged list, with the list state's links to other pages. */
  paging?: {
    of: PageOf | undefined;
    hrefFor: (patch: { page: number }) => string;
    noun: string;
  };
  /** A refetch with new params keeps the old rows, dimmed, until the new ones arrive. */
  stale?: boolean;
};

/** The row actions column: "Actions" (its header), kept in view at the right edge on a phone. */
export function actionsColumn<T>(cell: (row: T) => React.ReactNode): Column<T> {
  return { key: "actions", header: "Actions", stickyEnd: true, cell };
}

/**
 * The one admin table: loading (skeleton rows), error (message with Try Again), empty and loaded
 * states; sortable headers with aria-sort; optional row selection and a footer for paging. Rows
 * are only what the server sent for this page, so the DOM stays small at any list size.
 */
export function AdminTable<T>(props: Props<T>) {
  return (
    <ListStates
      {...props}
      loadingLabel={props.loadingLabel ?? `Loading ${props.caption.toLowerCase()}`}
    >
      {(rows) => <Table {...props} rows={rows} />}
    </ListStates>
  );
}

const idOf = (row: unknown) => String((row as { id: string }).id);

const STICKY_END = "sticky right-0 text-right whitespace-nowrap";

function Table<T>(props: Props<T> & { rows: T[] }) {
  const { columns, rows, selection, sort, onSort } = props;
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div className="space-y-3">
      <div
        className={cn(
          "overflow-x-auto rounded-lg border border-slate-200 bg-white transition-opacity",
          props.stale && "opacity-60",
        )}
        aria-busy={props.stale || undefined}
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-3 py-2 text-left">
                  <PageCheckbox
                    state={selection.pageState}
                    onChange={selection.togglePage}
                    disabled={rows.length === 0}
                  />
                </th>
              ) : null}
              {columns.map((c) => (
                <HeaderCell key={c.key} column={c} sort={sort} onSort={onSort} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={span} className="px-3 py-8 text-center text-slate-500">
                  {props.empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={(props.rowKey ?? idOf)(row)} className="hover:bg-slate-50">
                  {selection ? (
                    <td className="w-10 px-3 py-2">
                      <input
                        type="checkbox"
                        className="h-4 w-4"
                        checked={selection.isSelected(row)}
                        onChange={() => selection.toggle(row)}
                        aria-label={selection.rowLabel(row)}
                      />
                    </td>
                  ) : null}
                  {columns.map((c) => (
                    <BodyCell key={c.key} column={c} row={row} />
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {props.paging?.of ? (
        <Pager
          {...props.paging.of}
          hrefFor={(page) => props.paging!.hrefFor({ page })}
          noun={props.paging.noun}
        />
      ) : null}
    </div>
  );
}

function BodyCell<T>({ column: c, row }: { column: Column<T>; row: T }) {
  const className = cn(
    "px-3 py-2",
    c.stickyEnd &&
      `${STICKY_END} bg-white shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)] sm:shadow-none`,
    c.rowHeader && "text-left font-medium",
    c.className,
  );
  if (c.rowHeader)
    return (
      <th scope="row" className={className}>
        {c.cell(row)}
      </th>
    );
  return <td className={className}>{c.cell(row)}</td>;
}

function HeaderCell<T>({
  column: c,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort?: { key: string; dir: SortDir };
  onSort?: (key: string) => void;
}) {
  const base = cn(
    "px-3 py-2 text-left font-semibold",
    c.stickyEnd && `${STICKY_END} bg-slate-50`,
    c.headerClassName,
  );
  if (c.hiddenHeader)
    return (
      <th scope="col" className={base}>
        <span className="sr-only">{c.header}</span>
      </th>
    );
  if (!c.sortKey || !onSort)
    return (
      <th scope="col" className={base}>
        {c.header}
      </th>
    );
  const active = sort?.key === c.sortKey;
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
      className={base}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:text-slate-900"
        onClick={() => onSort(c.sortKey!)}
      >
        {c.header} <Icon className="h-3.5 w-3.5" aria-hidden />
      </button>
    </th>
  );
}

function PageCheckbox(props: {
  state: boolean | "mixed";
  onChange: () => void;
  disabled: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.state === "mixed";
  }, [props.state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="h-4 w-4"
      checked={props.state === true}
      onChange={props.onChange}
      disabled={props.disabled}
      aria-label="Select every row on this page"
    />
  );
}
