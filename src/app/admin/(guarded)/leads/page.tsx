import { headers } from "next/headers";
import { serverAnswer } from "@/modules/auth/server/page-access";
import { leadsAnswer } from "@/modules/leads/server/list";
import { leadListParamsSchema } from "@/modules/leads/validation";
import { webhookUrl } from "@/modules/whatsapp/server/webhook-url";
import { ServerAnswers } from "@/platform/http/server-answers";
import { readParams, toQuery } from "@/platform/lists/params";
import { LeadsScreenComposed } from "./leads-screen";

export const metadata = { title: "Leads" };
export const dynamic = "force-dynamic";

/** The leads screen with the page of leads its URL asks for already in the HTML. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // The list's state as the screen reads it from the URL, and the request it would make.
  const state = readParams(leadListParamsSchema, await searchParams);
  const [h, answers] = await Promise.all([
    headers(),
    serverAnswer({ lead: ["read"] }, `/api/admin/leads${toQuery(state, {})}`, (user) =>
      leadsAnswer({ ...state, viewer: user.id }),
    ),
  ]);
  return (
    <ServerAnswers answers={answers}>
      <LeadsScreenComposed webhookUrl={webhookUrl(h)} />
    </ServerAnswers>
  );
}
