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

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description:
    "Talk to our arcade specialists about machines, pricing, delivery and support for your venue.",
  path: "/contact",
});

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
  return (
    <>
      {failed ? <NotCached /> : null}
      <PageHero
        title="Contact Us"
        subtitle="Questions about a machine, a quote or support? We answer within one business day."
        crumbs={[{ name: "Home", href: "/" }, { name: "Contact" }]}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-2xl font-bold">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <aside aria-labelledby="details-heading" className="rounded-2xl bg-slate-50 p-8">
          <h2 id="details-heading" className="text-2xl font-bold">
            Get in touch
          </h2>
          {contact ? (
            <ul className="mt-6 space-y-5 text-slate-700">
              <li className="flex gap-3">
                <Mail className="mt-1 h-5 w-5 text-brand-700" aria-hidden />
                <div>
                  <a className="hover:underline" href={`mailto:${contact.emailPrimary}`}>
                    {contact.emailPrimary}
                  </a>
                  {contact.emailSecondary ? (
                    <>
                      <br />
                      <a className="hover:underline" href={`mailto:${contact.emailSecondary}`}>
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
                    className="hover:underline"
                    href={`tel:${contact.phonePrimary.replace(/[^+\d]/g, "")}`}
                  >
                    {contact.phonePrimary}
                  </a>
                  {contact.phoneSecondary ? (
                    <>
                      <br />
                      <a
                        className="hover:underline"
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
                  <address className="not-italic">
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
                    View on map
                  </a>
                </div>
              </li>
            </ul>
          ) : (
            <p className="mt-6 text-slate-600">Use the form and we will get back to you.</p>
          )}
        </aside>
      </div>
    </>
  );
}
