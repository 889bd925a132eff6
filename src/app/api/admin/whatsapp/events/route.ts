import { adminRoute } from "@/modules/auth/server/guard";
import { subscribeConversations } from "@/modules/whatsapp/server/live";

export const dynamic = "force-dynamic";

const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events: `{"leadId": …}` whenever a lead's conversation changes (a buyer's message,
 * a delivery state, a reply, read), in this process or another (NOTIFY). "*" means anything may
 * have changed (the listener reconnected). The back office refetches what it shows.
 */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async ({ request }) => {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      // The browser reconnects after 2 s when the stream drops.
      send("retry: 2000\n: connected\n\n");
      const unsubscribe = subscribeConversations((leadId) =>
        send(`data: ${JSON.stringify({ leadId })}\n\n`),
      );
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      heartbeat.unref();
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", () => cleanup(), { once: true });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
