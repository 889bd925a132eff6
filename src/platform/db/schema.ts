// Every table of the product, gathered for the database client and drizzle-kit.
export * from "@/modules/catalog/schema";
export * from "@/modules/content/schema";
export * from "@/modules/leads/schema";
export * from "@/modules/contact/schema";
export * from "@/modules/auth/schema";
export * from "@/platform/rate-limit/schema";
export * from "@/platform/db/meta-schema";
export * from "@/modules/catalog/relations";
export * from "@/modules/leads/relations";
