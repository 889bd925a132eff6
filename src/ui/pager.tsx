import Link from "next/link";
import { cn } from "./cn";

const nf = new Intl.NumberFormat("en-US");

/** Page numbers around the current one, with the first and last, and gaps as null. */
function pageWindow(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/**
 * "Showing 51–100 of 1,234" and page links. Links, not buttons: each page has its own URL
 * (shareable, opens in a new tab, back/forward step through pages).
 */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  noun: string;
}) {
  const { page, pageSize, total } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const link = "rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50";
  return (
    <nav
      aria-label={`Pages of ${props.noun}`}
      className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600"
    >
      <p aria-live="polite">
        Showing {nf.format(first)}–{nf.format(last)} of {nf.format(total)} {props.noun}
      </p>
      {pages > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {page > 1 ? (
              <Link className={link} href={props.hrefFor(page - 1)} scroll={false}>
                Previous
              </Link>
            ) : null}
          </li>
          {pageWindow(page, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden>
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  className={cn(link, p === page && "border-brand-700 bg-brand-700 text-white")}
                  href={props.hrefFor(p)}
                  aria-current={p === page ? "page" : undefined}
                  aria-label={`Page ${p}`}
                  scroll={false}
                >
                  {p}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < pages ? (
              <Link className={link} href={props.hrefFor(page + 1)} scroll={false}>
                Next
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
