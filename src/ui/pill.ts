/**
 * A filter or sort chip (the shop's categories and sorts, the blog's tags), drawn from
 * aria-current so that a filter shown in place before the app runs looks chosen.
 */
export const pillClass =
  "inline-block rounded-full border px-4 py-2 text-sm font-medium border-slate-300 bg-white text-slate-700 not-aria-[current]:hover:border-brand-600 not-aria-[current]:hover:text-brand-700 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white";
