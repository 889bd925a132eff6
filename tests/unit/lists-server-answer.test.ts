import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ServerAnswers, useServerAnswers } from "@/platform/http/server-answers";
import { readParams } from "@/platform/lists/params";
import { LocalTime } from "@/ui/local-time";

// A list rendered with its page: the server reads the list's state from the page's searchParams as
// the browser reads it from the URL, the screen's query starts from the server's answer (so the
// HTML holds the rows), and dates wait for the browser's own locale and time zone.
const schema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  q: z.string().optional(),
});

describe("the list's state on the server", () => {
  it("reads a repeated parameter as the browser does: the last value", () => {
    const browser = readParams(schema, new URLSearchParams("page=2&q=a&page=3"));
    const server = readParams(schema, { page: ["2", "3"], q: "a" });
    expect(server).toEqual(browser);
    expect(server).toEqual({ page: 3, q: "a" });
  });
});

type Page = { rows: string[] };
function Rows() {
  const answer = useServerAnswers();
  const url = "/api/admin/things?page=2";
  const query = useQuery({
    queryKey: ["things", 2],
    queryFn: async (): Promise<Page> => ({ rows: ["from the browser"] }),
    ...answer<Page>(url),
  });
  return h("ul", null, query.data ? query.data.rows.map((r) => h("li", { key: r }, r)) : "loading");
}
const render = (answers: Record<string, unknown>) =>
  renderToStaticMarkup(
    h(
      QueryClientProvider,
      { client: new QueryClient() },
      h(ServerAnswers, { answers, children: h(Rows) }),
    ),
  );

describe("a screen's query with the server's answer", () => {
  it("renders the server's rows in the HTML", () => {
    expect(render({ "/api/admin/things?page=2": { rows: ["Ana", "Ben"] } })).toBe(
      "<ul><li>Ana</li><li>Ben</li></ul>",
    );
  });

  it("loads as before when the server answered another request, or none", () => {
    expect(render({ "/api/admin/things": { rows: ["Ana"] } })).toBe("<ul>loading</ul>");
    expect(render({})).toBe("<ul>loading</ul>");
  });
});

describe("a date in a row rendered by the server", () => {
  it("carries the moment without the server's locale or time zone", () => {
    const iso = "2026-03-04T23:30:00.000Z";
    expect(renderToStaticMarkup(h(LocalTime, { iso }))).toBe(`<time dateTime="${iso}"></time>`);
  });
});
