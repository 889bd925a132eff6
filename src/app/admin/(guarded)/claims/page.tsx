import { serverAnswer } from "@/modules/auth/server/page-access";
import { ClaimsScreen } from "@/modules/machines/admin/components/claims-screen";
import { claimsAnswer } from "@/modules/machines/server/claims";
import { claimListParamsSchema } from "@/modules/machines/validation";
import { ServerAnswers } from "@/platform/http/server-answers";
import { readParams, toQuery } from "@/platform/lists/params";

export const metadata = { title: "Claims" };

/** The claims queue with the page its URL asks for already in the HTML. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page, q, status } = readParams(claimListParamsSchema, await searchParams);
  const answers = await serverAnswer(
    { claim: ["read"] },
    `/api/admin/claims${toQuery({ page, q, status }, { page: 1 })}`,
    () => claimsAnswer(claimListParamsSchema.parse({ page, q, status })),
  );
  return (
    <ServerAnswers answers={answers}>
      <ClaimsScreen />
    </ServerAnswers>
  );
}
