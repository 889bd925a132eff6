import { operatorFromRequest } from "@/modules/machines/server/operator-auth";
import { getDocument, operatorHasGame } from "@/modules/machines/server/documents";
import { privateFile } from "@/modules/machines/server/private-file";
import { isUuid } from "@/platform/http/params";
import { handle } from "@/platform/http/respond";
import { notFound } from "../../portal-form";

export const dynamic = "force-dynamic";

/**
 * A service document, for a signed-in operator with a machine of its game. Anyone else, another
 * operator included, is told it does not exist.
 */
export const GET = handle(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const operator = await operatorFromRequest(request);
  if (!operator || !isUuid(id)) return notFound();
  const doc = await getDocument(id);
  if (!doc || !(await operatorHasGame(operator.id, doc.gameId))) return notFound();
  return privateFile(doc.path, doc.fileName);
});
