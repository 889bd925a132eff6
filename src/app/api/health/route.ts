import { checkConnection } from "@/modules/site/server/connection-check";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** The connection check: a limit-1 read of client_logos.id. */
export async function GET() {
  try {
    await checkConnection();
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    console.error("Health check failed", e);
    return errorJson(
      "Unable to connect to the server. Please check your internet connection.",
      "DB_UNAVAILABLE",
      503,
    );
  }
}
