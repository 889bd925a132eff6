import { Link } from "@/platform/i18n/link";
import { Mail, MapPin, Phone } from "lucide-react";
import type { PublicFooter } from "@/modules/content/public/queries";
import type { PublicContact } from "@/modules/contact/public/queries";
import { SITE_NAME } from "@/platform/site";
import { FOOTER_TYPES } from "@/modules/content";
import { useTranslations } from "next-intl";
import type { Locale } from "@/platform/i18n/locales";
import { Logo } from "./logo";
import { SOCIAL_LINKS } from "./social-icons";
import { LanguageLinks } from "./language-links";
import { cn } from "@/ui/cn";
import { BELOW_FOLD } from "@/ui/below-fold";

/** The footer as HTML from what was loaded: `footer` null when its content failed to load. */
export function SiteFooterView({
  footer,
  footerText,
  contact,
  languages,
  current,
}: {
  footer: PublicFooter[] | null;
  footerText: string | null;
  contact: PublicContact | null;
  languages: readonly Locale[];
  current: Locale;
}) {
  const t = useTranslations("Footer");
  return (
    <footer className={cn("bg-ink-900 text-slate-300", BELOW_FOLD.footer)}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link href="/" className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo />
            {SITE_NAME}
          </Link>
          {footerText ? (
            <p dir="auto" className="mt-4 text-sm leading-relaxed rtl:text-right">
              {footerText}
            </p>
          ) : null}
          <ul className="mt-5 flex gap-3">
            {SOCIAL_LINKS.map(({ brand, href, Icon }) => (
              <li key={brand}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={brand}
                  className="inline-flex rounded-full bg-white/5 p-2 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t("footerNav")}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {t("explore")}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link className="hover:text-white" href="/shop">
                {t("shop")}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" href="/about">
                {t("aboutUs")}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" href="/blog">
                {t("blog")}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" href="/contact">
                {t("contact")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("customerServiceNav")}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {t("customerService")}
          </h2>
          {footer === null ? (
            <p role="alert" className="mt-4 text-sm text-red-300">
              {t("loadFailed")}
            </p>
          ) : null}
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_TYPES.map((type) => (
              <li key={type}>
                <Link className="hover:text-white" href={`/${type}`}>
                  {footer?.find((f) => f.type === type)?.title ?? t(type)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ContactDetails contact={contact} />
      </div>
      <LanguageLinks locales={languages} current={current} />
      <div className="border-t border-white/10 py-6 text-center text-xs text-slate-400">
        {t("rights", { year: new Date().getFullYear(), site: SITE_NAME })}
      </div>
    </footer>
  );
}

function ContactDetails({ contact }: { contact: PublicContact | null }) {
  const t = useTranslations("Footer");
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t("contact")}</h2>
      {contact ? (
        <ul className="mt-4 space-y-3 text-sm">
          <li className="flex gap-2">
            <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden />
            <a className="hover:text-white" href={`mailto:${contact.emailPrimary}`}>
              {contact.emailPrimary}
            </a>
          </li>
          <li className="flex gap-2">
            <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden />
            <a
              className="hover:text-white"
              dir="ltr"
              href={`tel:${contact.phonePrimary.replace(/[^+\d]/g, "")}`}
            >
              {contact.phonePrimary}
            </a>
          </li>
          <li className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden />
            <address dir="auto" className="not-italic rtl:text-right">
              {contact.addressStreet}
              <br />
              {contact.addressCity}, {contact.addressState} {contact.addressPostal}
              <br />
              {contact.addressCountry}
            </address>
          </li>
        </ul>
      ) : (
        <p className="mt-4 text-sm">
          <Link className="inline-flex items-center gap-2 hover:text-white" href="/contact">
            <Mail className="h-4 w-4 shrink-0 text-brand-400" aria-hidden />
            {t("sendMessage")}
          </Link>
        </p>
      )}
    </div>
  );
}
