import { adminRoute } from "@/modules/auth/server/guard";
import { memoryReport } from "@/platform/memory-report";

export const dynamic = "force-dynamic";

/**
 * The server's memory and its caches' sizes (docs/operations.md, "Memory"), for owners: the public health
 * check says only whether the database answers.
 */
export const GET = adminRoute({ permission: { activity: ["read"] } }, async () =>
  Response.json(await memoryReport(), { headers: { "Cache-Control": "no-store" } }),
);
