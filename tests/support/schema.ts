// Every table of the product, for tests that read and write rows directly.
export * from "@/modules/catalog/schema";
export * from "@/modules/content/schema";
export * from "@/modules/leads/schema";
export * from "@/modules/whatsapp/schema";
export * from "@/modules/contact/schema";
export * from "@/modules/auth/schema";
export * from "@/modules/audit/schema";
export * from "@/platform/rate-limit/schema";
export * from "@/platform/db/meta-schema";
