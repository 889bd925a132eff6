import { useTranslations } from "next-intl";
import { Mail, MapPin, Phone } from "lucide-react";
import { mapSearchUrl, type PublicContact } from "@/modules/contact/public/public-contact";
import { ContactForm } from "@/modules/contact/public/contact-form";
import { PageHero } from "@/modules/site/public/page-hero";
import { PageHead } from "../page-head";
import type { SiteFrame } from "../../page-props";

/** The contact page reads nothing of its own: the site's frame already holds the details. */
export type ContactPageData = Record<string, never>;

const link = "inline-block min-h-6 hover:underline";
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** A primary link and, when there is one, a second under it (the two emails, the two phones). */
function TwoLinks({
  first,
  second,
  href,
  dir,
}: {
  first: string;
  second: string | null;
  href: (value: string) => string;
  dir?: "ltr";
}) {
  return (
    <div>
      {[first, second].map((value, i) =>
        value ? (
          <span key={i}>
            {i > 0 ? <br /> : null}
            <a className={link} dir={dir} href={href(value)}>
              {value}
            </a>
          </span>
        ) : null,
      )}
    </div>
  );
}

function Details({ contact }: { contact: PublicContact }) {
  const t = useTranslations("Contact");
  return (
    <ul className="mt-6 space-y-5 text-slate-700">
      <li className="flex gap-3">
        <Mail className="mt-1 h-5 w-5 text-brand-700" aria-hidden />
        <TwoLinks
          first={contact.emailPrimary}
          second={contact.emailSecondary}
          href={(email) => `mailto:${email}`}
        />
      </li>
      <li className="flex gap-3">
        <Phone className="mt-1 h-5 w-5 text-brand-700" aria-hidden />
        <TwoLinks
          first={contact.phonePrimary}
          second={contact.phoneSecondary}
          href={telHref}
          dir="ltr"
        />
      </li>
      <li className="flex gap-3">
        <MapPin className="mt-1 h-5 w-5 text-brand-700" aria-hidden />
        <div>
          <address dir="auto" className="not-italic rtl:text-right">
            {contact.addressStreet}
            <br />
            {contact.addressCity}, {contact.addressState} {contact.addressPostal}
            <br />
            {contact.addressCountry}
          </address>
          <a
            className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
            href={mapSearchUrl(contact)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("viewOnMap")}
          </a>
        </div>
      </li>
    </ul>
  );
}

/** The contact page: the form, and the maker's addresses beside it. */
export function ContactPage({ site }: ContactPageData & { site: SiteFrame }) {
  const t = useTranslations("Contact");
  const common = useTranslations("Common");
  const meta = useTranslations("Meta");
  return (
    <>
      <PageHead
        title={t("title")}
        description={meta("contactDescription")}
        path="/contact"
        site={site}
      />
      <PageHero
        title={t("heading")}
        subtitle={t("subtitle")}
        crumbs={[{ name: common("home"), href: "/" }, { name: t("title") }]}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-2xl font-bold">
            {t("formHeading")}
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <aside aria-labelledby="details-heading" className="rounded-2xl bg-slate-50 p-8">
          <h2 id="details-heading" className="text-2xl font-bold">
            {t("detailsHeading")}
          </h2>
          {site.contact ? (
            <Details contact={site.contact} />
          ) : (
            <p className="mt-6 text-slate-600">{t("noDetails")}</p>
          )}
        </aside>
      </div>
    </>
  );
}
