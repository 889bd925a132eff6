import { ATTR, sel } from "@/platform/site-attributes";
/** 'Try again' after a failure: the page is asked for anew. */
export function startReload() {
  document.addEventListener("click", (e) => {
    if ((e.target as Element).closest(sel(ATTR.reload))) location.reload();
  });
}
