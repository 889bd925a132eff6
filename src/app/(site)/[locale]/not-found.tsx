import { NotFoundView } from "@/modules/site/public/not-found-view";

/** A 404 inside the operator portal's pages (the site's other addresses are the renderer's). */
export default function SiteNotFound() {
  return <NotFoundView />;
}
