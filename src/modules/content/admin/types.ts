import type { BlockDocument } from "../blocks";

export type Testimonial = {
  id: string;
  name: string;
  title: string | null;
  company: string;
  text: string;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  videoProvider: "youtube" | "local";
  order: number;
  active: boolean;
};

export type Logo = {
  id: string;
  name: string;
  url: string | null;
  logoUrl: string;
  order: number;
  active: boolean;
};

export type Post = {
  id: string;
  title: string;
  content: string;
  featuredImage: string | null;
  metaTags: string[];
  status: "draft" | "published" | "scheduled";
  publishDate: string;
  createdAt: string;
};

export type AboutContent = {
  title: string;
  content: BlockDocument | null;
  metaTitle: string;
  metaDescription: string;
  heroImage: string | null;
  heroTitle: string;
  heroSubtitle: string;
  footerText: string;
};

export const FOOTER_TYPES = [
  ["warranty", "Warranty Policy"],
  ["shipping", "Shipping Information"],
  ["support", "Technical Support"],
  ["faq", "FAQs"],
] as const;
export type FooterKind = (typeof FOOTER_TYPES)[number][0];
export type FooterEntry = { title: string; content: BlockDocument | null; active: boolean };
