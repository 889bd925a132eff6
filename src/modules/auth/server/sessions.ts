import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { getAuth } from "./auth";
import { describeDevice } from "./device";
import { session } from "../schema";

/** The person's own signed-in devices, most recently active first (tokens never leave). */
export async function listOwnSessions(userId: string, currentSessionId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ip: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows.map((r) => ({
    id: r.id,
    device: describeDevice(r.userAgent),
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.updatedAt.toISOString(),
    current: r.id === currentSessionId,
  }));
}

/** Ends one of the person's own sessions (through better-auth, by its token, found here by id). */
export async function endOwnSession(userId: string, sessionId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  if (!row) throw new AppError("Session not found", { code: "NOT_FOUND", status: 404 });
  const ctx = await (await getAuth()).$context;
  await ctx.internalAdapter.deleteSession(row.token);
}
