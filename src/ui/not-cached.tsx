import { NOT_CACHED_ATTRIBUTE } from "@/platform/page-generation";

/** Rendered where a read failed, so this page is rendered afresh for the next visitor. */
export function NotCached() {
  return <span hidden {...{ [NOT_CACHED_ATTRIBUTE]: "" }} />;
}
