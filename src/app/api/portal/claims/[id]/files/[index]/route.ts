import { operatorClaimFiles } from "@/modules/machines/server/claims";
import { operatorFromRequest } from "@/modules/machines/server/operator-auth";
import { privateFile } from "@/modules/machines/server/private-file";
import { isUuid } from "@/platform/http/params";
import { handle } from "@/platform/http/respond";
import { notFound } from "../../../../portal-form";

export const dynamic = "force-dynamic";

/** A photo or clip the operator sent with one of their own claims. */
export const GET = handle(
  async (request: Request, ctx: { params: Promise<{ id: string; index: string }> }) => {
    const { id, index } = await ctx.params;
    const operator = await operatorFromRequest(request);
    if (!operator || !isUuid(id) || !/^\d{1,2}$/.test(index)) return notFound();
    const file = (await operatorClaimFiles(operator.id, id))[Number(index)];
    if (!file) return notFound();
    return privateFile(file.path, file.name);
  },
);
