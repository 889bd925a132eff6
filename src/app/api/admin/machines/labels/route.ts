import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { labelSheetPdf, pdfResponse } from "@/modules/machines/server/labels";
import { machinesByIds } from "@/modules/machines/server/machines";
import { AppError } from "@/platform/errors";

export const dynamic = "force-dynamic";

const query = z.object({
  ids: z
    .string({ error: "Choose the machines" })
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.uuid()).min(1, "Choose the machines").max(200, "At most 200 labels at once")),
});

/** GET ?ids=a,b,c: the machines' labels, four A6 labels to an A4 sheet. */
export const GET = adminRoute({ permission: { machine: ["read"] } }, async ({ request }) => {
  const { ids } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await machinesByIds(ids);
  if (!list.length) throw new AppError("Machines not found", { code: "NOT_FOUND", status: 404 });
  return pdfResponse(await labelSheetPdf(list), "machine-labels.pdf");
});
