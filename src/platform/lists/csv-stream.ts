import "server-only";
import { CSV_BOM, csvLine } from "./csv";

/**
 * A CSV download written as it is read: the stream pulls the next chunk of rows only when the
 * previous one has been sent (backpressure), so memory holds one chunk whatever the row count.
 * The total goes in X-Total-Count so the browser can show progress before the first row.
 */
export function csvResponse(opts: {
  filename: string;
  header: string[];
  total: number;
  chunks: AsyncGenerator<(string | number | null | undefined)[][]>;
}): Response {
  const encoder = new TextEncoder();
  const { chunks } = opts;
  let started = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvLine(opts.header)));
          return;
        }
        try {
          const next = await chunks.next();
          if (next.done) return controller.close();
          controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
        } catch (e) {
          // The download ends in an error (the browser shows it failed) rather than a silent cut.
          console.error("CSV export failed", (e as Error).name);
          controller.error(e);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${opts.filename}"`,
      "cache-control": "no-store",
      "x-total-count": String(opts.total),
      "x-content-type-options": "nosniff",
    },
  });
}

/** Today's date for a download's name, e.g. leads-2026-01-31.csv. */
export const datedName = (prefix: string) =>
  `${prefix}-${new Date().toISOString().slice(0, 10)}.csv`;
