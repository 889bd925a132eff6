import { notFound } from "next/navigation";

/**
 * The framework floor of `npm run bench` and the JS budget test: a page with no components of
 * ours, so its first-load JS is what any page of this build costs. It exists only when the server
 * is started with BENCH_FLOOR=1; everywhere else it is a 404.
 */
export default function FloorPage() {
  if (process.env.BENCH_FLOOR !== "1") notFound();
  return <p>Floor</p>;
}
