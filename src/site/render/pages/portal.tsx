import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/platform/i18n/link";
import { SITE_NAME } from "@/platform/site";
import type { Bulletin, MachineDocument, Operator } from "@/modules/machines/schema";
import type { MachineRow } from "@/modules/machines/server/machines";
import type { PortalOrderRow } from "@/modules/orders/server";
import {
  FormError,
  formatDate,
  Notice,
  SignInPanel,
  SignOutForm,
  WarrantyBadge,
} from "@/modules/machines/public/portal-ui";
import { BulletinList } from "@/modules/machines/public/bulletin-list";
import { ClaimForm } from "@/modules/machines/public/claim-form";
import { ClaimList, type ClaimView } from "@/modules/machines/public/claim-list";
import { OrderList } from "@/modules/orders/public/order-list";
import type { SiteFrame } from "../../page-props";

// The operator portal's pages. Each is one operator's, answered as private and never kept
// (src/site/portal-route.ts); signed out, each asks for a sign-in code and comes back to itself.

/** The sign-in panel's state: its step, a refused form's code and where it comes back to. */
type SignIn = {
  step?: string;
  error?: string;
  contact: string;
  serial?: string;
  order?: string;
};

/** A portal page's data: signed in, the page's own; signed out, the sign-in panel's. */
export type Gated<D> = ({ signIn: null } & D) | { signIn: SignIn };

/** Title and robots of a portal page: never indexed, never followed. */
export function PortalHead({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

/** Signed out: the sign-in panel under the portal's title, else the page. */
export function PortalGate<D>({
  site,
  data,
  children,
}: {
  site: SiteFrame;
  data: Gated<D>;
  children: (page: D) => ReactNode;
}) {
  const t = useTranslations("Portal");
  if (data.signIn === null) return children(data as D);
  return (
    <>
      <PortalHead title={t("title")} description={t("metaDescription")} />
      <SignInPanel locale={site.locale} {...data.signIn} />
    </>
  );
}

const page = "mx-auto max-w-3xl space-y-10 px-4 py-8";

/** A titled part of a portal page, named by its heading (`name`-title). */
export function PortalSection({
  name,
  title,
  id,
  children,
}: {
  name: string;
  title: string;
  /** The part's own anchor, when a link leads to it. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-title`} id={id} className="space-y-3">
      <h2 id={`${name}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type PortalHomeData = Gated<{
  operator: Pick<Operator, "contactName" | "company">;
  orders: PortalOrderRow[];
  machines: MachineRow[];
  bulletins: Bulletin[];
  claims: ClaimView[];
}>;

/** The operator portal's home: the operator's orders, machines, bulletins and claims. */
export function PortalHomePage({ site, ...data }: PortalHomeData & { site: SiteFrame }) {
  const t = useTranslations("Portal");
  const { locale } = site;
  return (
    <PortalGate site={site} data={data as PortalHomeData}>
      {({ operator, orders, machines, bulletins, claims }) => (
        <div className={page}>
          <PortalHead title={t("title")} description={t("metaDescription")} />
          <header className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold">{t("title")}</h1>
              <p className="text-slate-600">
                {t("welcome", { name: operator.contactName })} · {operator.company}
              </p>
            </div>
            <SignOutForm locale={locale} />
          </header>

          <PortalSection name="orders" id="orders" title={t("orders.title")}>
            <OrderList locale={locale} orders={orders} />
          </PortalSection>

          <PortalSection name="machines" title={t("machinesTitle")}>
            {machines.length === 0 ? (
              <p className="text-slate-600">{t("noMachines")}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {machines.map((m) => (
                  <li key={m.id}>
                    <Link
                      href={`/portal/machines/${encodeURIComponent(m.serial)}`}
                      className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-slate-50"
                      aria-label={t("openMachine", { serial: m.serial })}
                    >
                      <span>
                        <span className="block font-medium">{m.gameTitle}</span>
                        <span className="block font-mono text-sm text-slate-600">{m.serial}</span>
                      </span>
                      <span className="text-end text-sm">
                        <WarrantyBadge status={m.warranty} />
                        <span className="block text-slate-600">
                          {t("warrantyUntil", { date: formatDate(locale, m.warrantyEnd) })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </PortalSection>

          <PortalSection name="bulletins" title={t("bulletinsTitle")}>
            <BulletinList locale={locale} bulletins={bulletins} />
          </PortalSection>

          <PortalSection name="claims" title={t("claimsTitle")}>
            <ClaimList locale={locale} claims={claims} showMachine />
          </PortalSection>
        </div>
      )}
    </PortalGate>
  );
}

export type PortalMachineData = Gated<{
  machine: MachineRow;
  documents: MachineDocument[];
  bulletins: Bulletin[];
  claims: ClaimView[];
  /** A claim was just sent (the form's post came back here). */
  sent: boolean;
  /** A refused claim's code. */
  error?: string;
}>;

/** One machine, as its label's QR code opens it: documents, bulletins, claims and a new claim. */
export function PortalMachinePage({ site, ...data }: PortalMachineData & { site: SiteFrame }) {
  const t = useTranslations("Portal");
  const { locale } = site;
  return (
    <PortalGate site={site} data={data as PortalMachineData}>
      {({ machine, documents, bulletins, claims, sent, error }) => (
        <div className={page}>
          <PortalHead title={`${machine.gameTitle} · ${machine.serial}`} />
          <header className="space-y-2">
            <Link href="/portal" className="text-sm underline">
              {t("back")}
            </Link>
            <h1 className="text-2xl font-bold">{machine.gameTitle}</h1>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("serial")}</dt>
              <dd className="font-mono">{machine.serial}</dd>
              <dt className="text-slate-600">{t("installed")}</dt>
              <dd>{formatDate(locale, machine.installDate)}</dd>
            </dl>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <WarrantyBadge status={machine.warranty} />
              {t("warrantyUntil", { date: formatDate(locale, machine.warrantyEnd) })}
            </p>
          </header>

          <PortalSection name="documents" title={t("documentsTitle")}>
            {documents.length === 0 ? (
              <p className="text-slate-600">{t("noDocuments")}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {documents.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                    <span>
                      <span className="block font-medium">{d.title}</span>
                      <span className="block text-sm text-slate-600">
                        {t(`documentKinds.${d.kind}`)} ·{" "}
                        {t("documentVersion", { version: d.version })}
                        {d.language !== locale ? ` · ${t("inEnglish")}` : ""}
                      </span>
                    </span>
                    <a
                      href={`/api/portal/documents/${d.id}`}
                      className="text-sm font-medium underline"
                      aria-label={t("download", { title: d.title })}
                      download
                    >
                      {t("download", { title: "" }).trim()}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </PortalSection>

          <PortalSection name="bulletins" title={t("bulletinsTitle")}>
            <BulletinList locale={locale} bulletins={bulletins} />
          </PortalSection>

          <PortalSection name="claims" id="claims" title={t("claimsTitle")}>
            {sent ? <Notice>{t("claimSent")}</Notice> : null}
            <ClaimList locale={locale} claims={claims} />
          </PortalSection>

          <PortalSection name="new-claim" title={t("newClaimTitle")}>
            <FormError code={error} />
            <ClaimForm locale={locale} serial={machine.serial} warranty={machine.warranty} />
          </PortalSection>
        </div>
      )}
    </PortalGate>
  );
}

export type PortalBulletinData = Gated<{
  bulletin: Pick<Bulletin, "title" | "severity" | "publishAt">;
  /** The bulletin's text, sanitized by the route handler. */
  html: string;
}>;

/** A service bulletin, for an operator with a machine of one of its games. */
export function PortalBulletinPage({ site, ...data }: PortalBulletinData & { site: SiteFrame }) {
  const t = useTranslations("Portal");
  return (
    <PortalGate site={site} data={data as PortalBulletinData}>
      {({ bulletin, html }) => (
        <article className="mx-auto max-w-3xl space-y-4 px-4 py-8">
          <PortalHead title={bulletin.title} />
          <Link href="/portal" className="text-sm underline">
            {t("back")}
          </Link>
          <p className="text-sm text-slate-600">
            {t(`severity.${bulletin.severity}`)} · {formatDate(site.locale, bulletin.publishAt)}
          </p>
          <h1 className="text-2xl font-bold">{bulletin.title}</h1>
          <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </PortalGate>
  );
}
