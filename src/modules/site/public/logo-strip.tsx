import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import type { PublicLogo } from "@/modules/content/public/queries";
import { useTranslations } from "next-intl";

export function LogoStrip({ logos }: { logos: PublicLogo[] }) {
  const t = useTranslations("Common");
  return (
    <ul className="grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-5">
      {logos.map((logo) => {
        const img = (
          <span className="relative block h-16 w-full">
            <Image
              {...imageSource(logo.logoUrl)}
              alt={logo.name}
              fill
              sizes="200px"
              className="object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
            />
          </span>
        );
        return (
          <li key={logo.id} className="rounded-xl border border-slate-200 bg-white p-4">
            {logo.url ? (
              <a
                href={logo.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("opensInNewTab", { name: logo.name })}
              >
                {img}
              </a>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}
