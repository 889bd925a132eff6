import type { BlockDocument } from "@/modules/content";

export type AdminGame = {
  id: string;
  title: string;
  category: string;
  warrantyYears: number;
  featured: boolean;
  createdAt: string;
};
export type AdminGameDetail = AdminGame & {
  powerRequirements: string | null;
  richDescription: BlockDocument | null;
  specs: Array<{ id: string; key: string; value: string; order: number }>;
};
export type Category = { id: string; name: string; order: number };
export type Media = {
  id: string;
  type: "image" | "video";
  url: string;
  isMain: boolean;
  mediaType: "showcase" | "trailer" | "gameplay" | null;
  title: string | null;
  description: string | null;
  videoThumbnailUrl: string | null;
};
export type Dimension = {
  id: string;
  type: "assembled" | "packaged";
  width: number;
  height: number;
  depth: number;
  dimensionUnit: "cm" | "in";
  weight: number;
  weightUnit: "kg" | "lbs";
};
export type Faq = { id: string; question: string; answer: string; order: number };
