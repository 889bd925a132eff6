import { adminRoute } from "@/modules/auth/server/guard";
import { labelPdf, pdfResponse } from "@/modules/machines/server/labels";
import { getMachine } from "@/modules/machines/server/machines";
import { AppError } from "@/platform/errors";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The machine's A6 label: its serial and a QR code of its portal page. */
export const GET = adminRoute<{ id: string }>(
  { permission: { machine: ["read"] } },
  async ({ params }) => {
    const machine = await getMachine(uuidParam(params.id, "Machine"));
    if (!machine) throw new AppError("Machine not found", { code: "NOT_FOUND", status: 404 });
    return pdfResponse(await labelPdf(machine), `label-${machine.serial}.pdf`);
  },
);
