import "server-only";
import { SITE_NAME } from "@/platform/site";
import { formatMoney } from "../money";
import type { Quote } from "../schema";
import { effectiveStatus } from "../statuses";
import { bpToPercent, computeTotals } from "../totals";
import { quoteNumber } from "./build";
import type { QuoteTexts } from "./i18n";

/**
 * The buyer's quote page as plain server HTML: no script at all, forms that post to route
 * handlers, styles inline (the site's CSP allows inline styles, never inline scripts). It shows the
 * buyer's name and this version's lines and totals, nothing else of the lead.
 */

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export type PageNotice = "name" | "terms" | "asked" | null;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans SC",sans-serif;color:#15151c;background:#f5f6f8}
main{max-width:40rem;margin:0 auto;padding:1rem}header{display:flex;align-items:center;gap:.75rem;margin-bottom:1rem}
header img{width:40px;height:40px;border-radius:8px}h1{font-size:1.25rem;margin:0}h2{font-size:1.05rem;margin:0 0 .5rem}
.card{background:#fff;border:1px solid #e2e4ea;border-radius:12px;padding:1rem;margin-bottom:1rem}
.muted{color:#5d6270;font-size:.9rem}table{width:100%;border-collapse:collapse;font-size:.95rem}
td,th{padding:.4rem 0;text-align:start;vertical-align:top}th{font-weight:600;color:#5d6270;font-size:.85rem}
td.n,th.n{text-align:end;white-space:nowrap;padding-inline-start:.75rem}tr+tr td{border-top:1px solid #eef0f3}
.total td{font-weight:700;font-size:1.05rem}label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input[type=text],textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #b9bdc8;border-radius:8px}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}.check input{width:1.25rem;height:1.25rem;margin-top:.15rem}
button,.button{display:inline-block;font:inherit;font-weight:600;padding:.7rem 1.1rem;border-radius:8px;border:1px solid #15151c;background:#15151c;color:#fff;text-decoration:none;margin-top:.75rem;min-height:44px}
.secondary{background:#fff;color:#15151c}.notice{padding:.75rem 1rem;border-radius:8px;background:#eef6ee;border:1px solid #b7dcb7}
.error{background:#fdeeee;border-color:#f0b9b9}:focus-visible{outline:3px solid #3a6df0;outline-offset:2px}`;

function shell(texts: QuoteTexts, title: string, body: string): string {
  return `<!doctype html><html lang="${esc(texts.tag)}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="same-origin"><title>${esc(title)} | ${esc(SITE_NAME)}</title><style>${STYLE}</style></head><body><main><header><img src="/icon.png" alt="" width="40" height="40"><h1>${esc(SITE_NAME)}</h1></header>${body}</main></body></html>`;
}

/** A page saying one thing: the link is not valid, or too many answers came from this address. */
export function messagePage(texts: QuoteTexts, key: "notFound" | "tooMany"): string {
  return shell(texts, texts.t("pageTitle"), `<p class="card">${esc(texts.t(key))}</p>`);
}

export function buyerPage(opts: {
  quote: Quote;
  buyerName: string;
  token: string;
  texts: QuoteTexts;
  notice: PageNotice;
  now?: Date;
}): string {
  const { quote: q, texts, token } = opts;
  const { t, tag } = texts;
  const now = opts.now ?? new Date();
  const status = effectiveStatus(q, now);
  const money = (m: number) => esc(formatMoney(m, q.currency, tag));
  const totals = computeTotals(q);
  const number = quoteNumber(q);
  const base = `/q/${encodeURIComponent(token)}`;
  const lineLabel = (l: Quote["lines"][number]) =>
    l.kind === "game" || l.kind === "custom"
      ? l.description
      : l.description
        ? `${t(l.kind)}: ${l.description}`
        : t(l.kind);
  const rows = q.lines
    .map(
      (l, i) =>
        `<tr><td>${esc(lineLabel(l))}${l.discountBp ? ` <span class="muted">(−${esc(bpToPercent(l.discountBp))}%)</span>` : ""}</td><td class="n">${l.quantity} × ${money(l.unitMinor)}</td><td class="n">${money(totals.lines[i]!.netMinor)}</td></tr>`,
    )
    .join("");
  const sums = [
    `<tr><td colspan="2">${esc(t("subtotal"))}</td><td class="n">${money(totals.subtotalMinor)}</td></tr>`,
    q.discountBp
      ? `<tr><td colspan="2">${esc(t("quoteDiscount", { percent: bpToPercent(q.discountBp) }))}</td><td class="n">−${money(totals.discountMinor)}</td></tr>`
      : "",
    q.taxBp !== null
      ? `<tr><td colspan="2">${esc(t("tax", { label: q.taxLabel ?? "", percent: bpToPercent(q.taxBp) }))}</td><td class="n">${money(totals.taxMinor)}</td></tr>`
      : "",
    `<tr class="total"><td colspan="2">${esc(t("total"))}</td><td class="n">${money(totals.totalMinor)}</td></tr>`,
  ].join("");
  const date = (d: Date | null) => esc(d ? texts.date(d) : "");
  const summary = `<section class="card" aria-labelledby="quote-title"><h2 id="quote-title">${esc(t("number", { number }))}</h2>
<p class="muted">${esc(t("preparedFor"))}: ${esc(opts.buyerName)}<br>${esc(t("validUntil"))}: ${date(q.validUntil)}</p>
<table><thead><tr><th scope="col">${esc(t("item"))}</th><th scope="col" class="n">${esc(t("qty"))}</th><th scope="col" class="n">${esc(t("amount"))}</th></tr></thead><tbody>${rows}${sums}</tbody></table>
${q.buyerNote.trim() ? `<h2>${esc(t("note"))}</h2><p>${esc(q.buyerNote).replace(/\n/g, "<br>")}</p>` : ""}
${q.terms.trim() ? `<h2>${esc(t("terms"))}</h2><p class="muted">${esc(q.terms).replace(/\n/g, "<br>")}</p>` : ""}
<a class="button secondary" href="${base}/pdf" download="${esc(number)}.pdf">${esc(t("download"))}</a></section>`;

  let action: string;
  if (status === "accepted")
    action = `<p class="notice" role="status" data-state="accepted">${esc(t("accepted", { date: texts.date(q.acceptedAt!) }))}</p>`;
  else if (status === "declined")
    action = `<p class="notice" role="status" data-state="declined">${esc(t("declined", { date: texts.date(q.declinedAt!) }))}</p>`;
  else if (status === "replaced")
    action = `<p class="notice error" role="status" data-state="replaced">${esc(t("replaced"))}</p>`;
  else if (status === "expired")
    action = `<div class="card"><p class="notice error" role="status" data-state="expired">${esc(t("expired", { date: texts.date(q.validUntil!) }))}</p>${
      opts.notice === "asked"
        ? `<p class="notice" role="status">${esc(t("asked"))}</p>`
        : `<form method="post" action="${base}/renew"><button type="submit">${esc(t("askNew"))}</button></form>`
    }</div>`;
  else {
    const error =
      opts.notice === "name" ? t("errorName") : opts.notice === "terms" ? t("errorTerms") : null;
    action = `<section class="card" aria-labelledby="accept-title"><h2 id="accept-title">${esc(t("acceptHeading"))}</h2>
${error ? `<p class="notice error" role="alert" id="accept-error">${esc(error)}</p>` : ""}
<form method="post" action="${base}/accept"><label for="name">${esc(t("nameLabel"))}</label><input type="text" id="name" name="name" required maxlength="200" autocomplete="name"${error ? ' aria-describedby="accept-error"' : ""}>
<label class="check"><input type="checkbox" name="terms" required> <span>${esc(t("termsLabel"))}</span></label>
<button type="submit">${esc(t("acceptButton"))}</button></form></section>
<section class="card" aria-labelledby="decline-title"><h2 id="decline-title">${esc(t("declineHeading"))}</h2>
<form method="post" action="${base}/decline"><label for="reason">${esc(t("reasonLabel"))}</label><textarea id="reason" name="reason" rows="3" maxlength="1000"></textarea>
<button type="submit" class="secondary">${esc(t("declineButton"))}</button></form></section>`;
  }
  return shell(texts, t("number", { number }), `${action}${summary}`);
}
