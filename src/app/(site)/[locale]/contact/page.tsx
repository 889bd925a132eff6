import type { Metadata } from "next";
import { NotCached } from "@/ui/not-cached";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { Mail, MapPin, Phone } from "lucide-react";
import {
  getContactSettings,
  mapSearchUrl,
  type PublicContact,
} from "@/modules/contact/public/queries";
import { ContactForm } from "@/modules/contact/public/contact-form";
import { PageHero } from "@/modules/site/public/page-hero";
import { getTranslations } from "next-intl/server";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations("Contact"), getTranslations("Meta")]);
  return pageMetadata({
    title: t("title"),
    description: meta("contactDescription"),
    path: "/contact",
  });
}

export default async function ContactPage() {
  const read = await getContactSettings().then(
    (value) => ({ value, failed: false }),
    (e: unknown) => {
      console.error("Failed to load contact settings", e);
      return { value: null, failed: true };
    },
  );
  const contact: PublicContact | null = read.value;
  const failed = read.failed;
  const [t, common] = await Promise.all([getTranslations("Contact"), getTranslations("Common")]);
  return (
    <>
      {failed ? <NotCached /> : null}
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
          {contact ? (
            <ul className="mt-6 space-y-5 text-slate-700">
              <li className="flex gap-3">
                <Mail className="mt-1 h-5 w-5 text-brand-700" aria-hidden />
                <div>
                  <a
                    className="inline-block min-h-6 hover:underline"
                    href={`mailto:${contact.emailPrimary}`}
                  >
                    {contact.emailPrimary}
                  </a>
                  {contact.emailSecondary ? (
                    <>
                      <br />
                      <a
                        className="inline-block min-h-6 hover:underline"
                        href={`mailto:${contact.emailSecondary}`}
                      >
                        {contact.emailSecondary}
                      </a>
                    </>
                  ) : null}
                </div>
              </li>
              <li className="flex gap-3">
                <Phone className="mt-1 h-5 w-5 text-brand-700" aria-hidden />
                <div>
                  <a
                    className="inline-block min-h-6 hover:underline"
                    dir="ltr"
                    href={`tel:${contact.phonePrimary.replace(/[^+\d]/g, "")}`}
                  >
                    {contact.phonePrimary}
                  </a>
                  {contact.phoneSecondary ? (
                    <>
                      <br />
                      <a
                        className="inline-block min-h-6 hover:underline"
                        dir="ltr"
                        href={`tel:${contact.phoneSecondary.replace(/[^+\d]/g, "")}`}
                      >
                        {contact.phoneSecondary}
                      </a>
                    </>
                  ) : null}
                </div>
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
          ) : (
            <p className="mt-6 text-slate-600">{t("noDetails")}</p>
          )}
        </aside>
      </div>
    </>
  );
}
