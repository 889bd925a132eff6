import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/modules/*/schema.ts",
    "./src/platform/rate-limit/schema.ts",
    "./src/platform/db/meta-schema.ts",
  ],
  out: "./drizzle",
});
