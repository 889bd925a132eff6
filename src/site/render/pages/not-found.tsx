import { useTranslations } from "next-intl";
import { NotFoundView } from "@/modules/site/public/not-found-view";
import { PageHead } from "../page-head";
import type { SiteFrame } from "../../page-props";

/** An address that is no page: answered 404, inside the site's header and footer. */
export type NotFoundPageData = { path: string };

export function NotFoundPage({ site, path }: NotFoundPageData & { site: SiteFrame }) {
  const t = useTranslations("NotFound");
  const meta = useTranslations("Meta");
  return (
    <>
      <PageHead
        title={meta("pageNotFound")}
        description={t("text")}
        path={path}
        site={site}
        noindex
      />
      <NotFoundView />
    </>
  );
}
