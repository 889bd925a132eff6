import { adminRoute } from "@/modules/auth/server/guard";
import { getClaim } from "@/modules/machines/server/claims";
import { privateFile } from "@/modules/machines/server/private-file";
import { AppError } from "@/platform/errors";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** A photo or clip sent with a claim. */
export const GET = adminRoute<{ id: string; index: string }>(
  { permission: { claim: ["read"] } },
  async ({ params }) => {
    const claim = await getClaim(uuidParam(params.id, "Claim"));
    const file = /^\d{1,2}$/.test(params.index) ? claim?.files[Number(params.index)] : undefined;
    if (!file) throw new AppError("File not found", { code: "NOT_FOUND", status: 404 });
    return privateFile(file.path, file.name);
  },
);
