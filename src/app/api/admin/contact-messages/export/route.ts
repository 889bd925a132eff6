import { adminRoute } from "@/modules/auth/server/guard";
import { countMessages, eachMessage } from "@/modules/contact/server/list";
import { messageListParamsSchema } from "@/modules/contact/validation";
import { csvResponse, datedName } from "@/platform/lists/csv-stream";

export const dynamic = "force-dynamic";

const HEADER = ["Name", "Email", "Company", "Phone", "Message", "Status", "Received"];

/** The contact messages CSV with the list's filters, streamed from the database. */
export const GET = adminRoute({ permission: { contactMessage: ["read"] } }, async ({ request }) => {
  const params = messageListParamsSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  async function* rows() {
    for await (const chunk of eachMessage(params))
      yield chunk.map((m) => [
        m.name,
        m.email,
        m.company,
        m.phone,
        m.message,
        m.status,
        m.createdAt.toISOString(),
      ]);
  }
  return csvResponse({
    filename: datedName("contact-messages"),
    header: HEADER,
    total: await countMessages(params),
    chunks: rows(),
  });
});
