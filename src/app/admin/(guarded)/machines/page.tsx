import { serverAnswer } from "@/modules/auth/server/page-access";
import { MachinesScreen } from "@/modules/machines/admin/components/machines-screen";
import { machinesAnswer } from "@/modules/machines/server/machines";
import { machineListParamsSchema } from "@/modules/machines/validation";
import { ServerAnswers } from "@/platform/http/server-answers";
import { readParams, toQuery } from "@/platform/lists/params";

export const metadata = { title: "Machines" };

/** The machines screen with the page its URL asks for already in the HTML. */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page, q } = readParams(machineListParamsSchema, await searchParams);
  const answers = await serverAnswer(
    { machine: ["read"] },
    `/api/admin/machines${toQuery({ page, q }, { page: 1 })}`,
    () => machinesAnswer(machineListParamsSchema.parse({ page, q })),
  );
  return (
    <ServerAnswers answers={answers}>
      <MachinesScreen />
    </ServerAnswers>
  );
}
