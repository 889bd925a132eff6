import { adminRoute, currentUser } from "@/modules/auth/server/guard";
import { subscribeConversations, subscribeNotices } from "@/modules/whatsapp/server/live";

export const dynamic = "force-dynamic";

// Tests shorten it; a proxy in front closes streams idle for about a minute.
const HEARTBEAT_MS = Number(process.env.LIVE_HEARTBEAT_MS) || 15_000;

/**
 * Server-sent events: `{"leadId": …}` whenever a lead's conversation changes (a buyer's message,
 * a delivery state, a reply, read), in this process or another (NOTIFY). "*" means anything may
 * have changed (the listener reconnected). `event: notice` carries a line for the signed-in person
 * alone (a buyer accepted their quote). The back office refetches what it shows. Each
 * heartbeat checks the session again: a stream outlives neither a sign-out nor a deactivation.
 */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async ({ request, user }) => {
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
      const unsubscribeLeads = subscribeConversations((leadId) =>
        send(`data: ${JSON.stringify({ leadId })}\n\n`),
      );
      // A notice goes to the one person it is for (a buyer accepted their quote), as its own event.
      const unsubscribeNotices = subscribeNotices((n) => {
        if (n.userId === user.id)
          send(`event: notice\ndata: ${JSON.stringify({ leadId: n.leadId, text: n.text })}\n\n`);
      });
      const unsubscribe = () => {
        unsubscribeLeads();
        unsubscribeNotices();
      };
      const heartbeat = setInterval(() => {
        void currentUser(request.headers).then(
          (still) => (still ? send(": keep-alive\n\n") : cleanup()),
          () => cleanup(),
        );
      }, HEARTBEAT_MS);
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
