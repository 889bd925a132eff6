import { adminRoute } from "@/modules/auth/server/guard";
import { importMachines } from "@/modules/machines/server/import";
import { AppError } from "@/platform/errors";
import { ADMIN_JSON_LIMIT, readBodyBytes } from "@/platform/http/read-body";

export const dynamic = "force-dynamic";

/**
 * POST a CSV file as the raw body (text/csv): registers each good row and answers with the rows
 * imported and the rows refused, each with its reasons.
 */
export const POST = adminRoute(
  { permission: { machine: ["create"] }, audit: { action: "import" } },
  async ({ request, audit }) => {
    const bytes = await readBodyBytes(request, ADMIN_JSON_LIMIT);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new AppError("The file must be a CSV saved as UTF-8", {
        code: "VALIDATION",
        status: 400,
      });
    }
    const report = await importMachines(text);
    audit.note({
      entityId: "csv",
      changes: {
        before: null,
        after: {
          imported: report.imported.map((r) => r.serial).join(", "),
          rejected: report.rejected.length,
        },
      },
    });
    return Response.json(report, { status: 200 });
  },
);
