import { getAuth } from "@/modules/auth/server/auth";
import { wrongPasswordStatus } from "@/modules/auth/server/sign-in-limit";
import { PUBLIC_JSON_LIMIT, readBodyBytes } from "@/platform/http/read-body";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

async function get(request: Request) {
  return (await getAuth()).handler(request);
}

/** better-auth reads bodies whole, so the body is capped here first (413 past 64 KiB). */
const post = handle(async (request: Request) => {
  const body = await readBodyBytes(request, PUBLIC_JSON_LIMIT);
  const headers = new Headers(request.headers);
  headers.delete("transfer-encoding");
  headers.delete("content-length");
  const capped = new Request(request.url, {
    method: request.method,
    headers,
    body: body.byteLength ? body : undefined,
  });
  return wrongPasswordStatus(await (await getAuth()).handler(capped));
});

export { get as GET, post as POST };
