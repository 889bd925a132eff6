import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminList } from "@/ui/admin-list";
import { AdminTable, type Column } from "@/ui/admin-table";
import { fromQuery } from "@/ui/list-states";

// The one admin table and the hand-ordered list share their loading, error and empty states;
// each state is what every admin screen now shows, so a regression here shows on all of them.
type Row = { id: string; name: string };
const columns: Column<Row>[] = [
  { key: "name", header: "Name", rowHeader: true, cell: (r) => r.name },
  { key: "actions", header: "Actions", hiddenHeader: true, stickyEnd: true, cell: () => "edit" },
];
const table = (over: Partial<Parameters<typeof AdminTable<Row>>[0]>) =>
  renderToStaticMarkup(
    h(AdminTable<Row>, {
      caption: "Games",
      columns,
      rows: undefined,
      rowKey: (r) => r.id,
      empty: "No games yet. Add your first game to get started.",
      loadingLabel: "Loading games",
      ...over,
    }),
  );
const list = (over: Partial<Parameters<typeof AdminList<Row>>[0]>) =>
  renderToStaticMarkup(
    h(AdminList<Row>, {
      id: "logos",
      rows: undefined,
      empty: "No client logos yet. Add your first logo to get started.",
      label: "Client logos",
      skeleton: { rows: 4, className: "h-16" },
      itemLabel: (r) => r.name,
      onReorder: () => {},
      renderItem: (r) => r.name,
      ...over,
    }),
  );
const count = (html: string, what: string) => html.split(what).length - 1;

describe("AdminTable", () => {
  it("shows a busy skeleton with its spoken label until the first rows arrive", () => {
    const html = table({ skeleton: { rows: 3 } });
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Loading games");
    expect(count(html, "animate-pulse")).toBe(3);
    expect(html).not.toContain("<table");
  });

  it("shows the load error with Try Again instead of a skeleton", () => {
    const html = table({ error: "Failed to load games" });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Failed to load games");
    expect(html).toContain("Try Again");
    expect(html).not.toContain("animate-pulse");
    expect(html).not.toContain("<table");
  });

  it("keeps rows already loaded under an error of a later refetch", () => {
    const html = table({ error: "Failed to load games", rows: [{ id: "1", name: "Pinball" }] });
    expect(html).toContain("Failed to load games");
    expect(html).toContain("Pinball");
  });

  it("says the list's empty text inside the table, under its headers", () => {
    const html = table({ rows: [] });
    expect(html).toContain("<caption");
    expect(html).toContain(">Name</th>");
    expect(html).toMatch(
      /<td colSpan="2"[^>]*>No games yet\. Add your first game to get started\./,
    );
  });

  it("names each row by its header cell and keeps the actions header for screen readers", () => {
    const html = table({ rows: [{ id: "1", name: "Pinball" }] });
    expect(html).toMatch(/<th scope="row"[^>]*>Pinball<\/th>/);
    expect(html).toMatch(/<th scope="col"[^>]*sticky[^>]*><span class="sr-only">Actions<\/span>/);
  });

  it("marks the sorted column for assistive technology and makes headers sort buttons", () => {
    const sortable: Column<Row>[] = [
      { key: "name", header: "Name", sortKey: "name", cell: (r) => r.name },
    ];
    const html = table({
      columns: sortable,
      rows: [],
      sort: { key: "name", dir: "asc" },
      onSort: () => {},
    });
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toMatch(/<button type="button"[^>]*>Name/);
  });
});

describe("AdminList", () => {
  it("shows four logo skeletons while loading", () => {
    const html = list({});
    expect(count(html, "animate-pulse")).toBe(4);
    expect(html).toContain("Loading client logos");
  });

  it("shows the empty text and no list when there is nothing", () => {
    const html = list({ rows: [] });
    expect(html).toContain("No client logos yet. Add your first logo to get started.");
    expect(html).not.toContain("<ul");
  });

  it("shows the error with Try Again", () => {
    const html = list({ error: "Failed to load client logos" });
    expect(html).toContain("Failed to load client logos");
    expect(html).toContain("Try Again");
  });

  it("lists the rows with keyboard move buttons named after each row", () => {
    const html = list({
      rows: [
        { id: "a", name: "Acme" },
        { id: "b", name: "Bolt" },
      ],
    });
    expect(html).toContain("Move Acme down");
    expect(html).toContain("Drag to reorder Bolt");
    expect(count(html, "<li")).toBe(2);
  });
});

describe("fromQuery", () => {
  it("gives the load error only while the query has failed, and a retry that fetches again", () => {
    let fetched = 0;
    const query = { isError: false, refetch: () => ++fetched };
    expect(fromQuery(query, [], "Failed to load games").error).toBeNull();
    const failed = fromQuery({ ...query, isError: true }, undefined, "Failed to load games");
    expect(failed.error).toBe("Failed to load games");
    failed.onRetry!();
    expect(fetched).toBe(1);
  });
});
