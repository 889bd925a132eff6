import { SITE_NAME } from "@/platform/site";
import type { GameDetail } from "./queries";

/** Product with an Offer valid 30 days in USD and the warranty in years. */
export function productLd(siteUrl: string, game: GameDetail, now = new Date()) {
  const validUntil = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const images = game.media
    .filter((m) => m.type === "image")
    .map((m) => (m.url.startsWith("/") ? siteUrl + m.url : m.url));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: game.title,
    description: game.description,
    category: game.categoryLabel,
    image: images,
    brand: { "@type": "Brand", name: SITE_NAME },
    offers: {
      "@type": "Offer",
      url: `${siteUrl}/shop/${game.id}`,
      priceCurrency: "USD",
      priceValidUntil: validUntil,
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: SITE_NAME },
    },
    additionalProperty: [
      {
        "@type": "PropertyValue",
        name: "Warranty",
        value: `${game.warrantyYears} year${game.warrantyYears === 1 ? "" : "s"}`,
      },
    ],
    hasMerchantReturnPolicy: undefined,
    warranty: {
      "@type": "WarrantyPromise",
      durationOfWarranty: {
        "@type": "QuantitativeValue",
        value: game.warrantyYears,
        unitCode: "ANN",
      },
    },
  };
}

export const faqLd = (faqs: GameDetail["faqs"]) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqs.map((f) => ({
    "@type": "Question",
    name: f.question,
    acceptedAnswer: { "@type": "Answer", text: f.answer },
  })),
});
