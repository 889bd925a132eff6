import "server-only";
import { diffChanges, inputChanges, recordAudit, type Changes } from "@/platform/audit/record";
import { clientIp } from "@/platform/http/client-ip";
import type { Permission } from "../permissions";
import type { StaffUser } from "./guard";

/** How an endpoint's writes are described in the audit trail; every field has a default. */
export type AuditOptions<P> = {
  /** Defaults to the permission's resource, e.g. "game". */
  entity?: string;
  /** Defaults from the method: POST create, PUT/PATCH update, DELETE delete. */
  action?: string;
  /** The record as it stands, read before and after the write for a full before/after. */
  snapshot?: (params: P) => Promise<unknown>;
  /** The record this one belongs to, e.g. `game:<id>` for a game's FAQ. */
  parent?: (params: P) => string | undefined;
  /** Defaults to the `id` of a created row, else the last path parameter. */
  id?: (params: P, response: Record<string, unknown> | null) => string | undefined;
  /** A POST that changes nothing (a lookup) is not recorded. */
  skip?: boolean;
};

/** What a handler may add when it knows better than the defaults (e.g. the team endpoints). */
export type AuditNote = {
  note: (n: { entityId?: string; action?: string; changes?: Changes; skip?: boolean }) => void;
};

type Trail = AuditNote & { finish: (res: Response, input: unknown) => Promise<Response> };

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const ACTIONS: Record<string, string> = {
  POST: "create",
  PUT: "update",
  PATCH: "update",
  DELETE: "delete",
};

async function quietly(load: () => Promise<unknown>): Promise<unknown> {
  try {
    return await load();
  } catch {
    return null;
  }
}

async function responseJson(res: Response): Promise<Record<string, unknown> | null> {
  if (!res.headers.get("content-type")?.includes("application/json")) return null;
  const data = (await res
    .clone()
    .json()
    .catch(() => null)) as unknown;
  return data && typeof data === "object" && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/**
 * Every successful admin write is recorded here (docs/decisions/013-staff-roles.md): who, from
 * which address, what and the changed fields. Reads are not recorded.
 */
export async function beginAudit<P>(args: {
  request: Request;
  user: StaffUser;
  params: P;
  permission: Permission;
  audit?: AuditOptions<P>;
}): Promise<Trail> {
  const { request, user, params, audit = {} } = args;
  const method = request.method.toUpperCase();
  const noted: Parameters<AuditNote["note"]>[0] = {};
  const note: AuditNote["note"] = (n) => Object.assign(noted, n);
  if (SAFE.has(method) || audit.skip) return { note, finish: async (res: Response) => res };

  const loaded = audit.snapshot ? await quietly(() => audit.snapshot!(params)) : undefined;

  async function finish(res: Response, input: unknown): Promise<Response> {
    if (!res.ok || noted.skip) return res;
    const json = await responseJson(res);
    const values = Object.values(params as Record<string, unknown>).filter(
      (v): v is string => typeof v === "string",
    );
    const lastParam = values.at(-1);
    const createdId = typeof json?.id === "string" ? json.id : undefined;
    const entityId =
      noted.entityId ??
      audit.id?.(params, json) ??
      (method === "POST" ? (createdId ?? lastParam) : (lastParam ?? createdId));
    let changes: Changes | null = noted.changes ?? null;
    if (!changes && audit.snapshot) {
      const after = method === "DELETE" ? null : await quietly(() => audit.snapshot!(params));
      changes = diffChanges(loaded, after ?? (method === "DELETE" ? null : json));
    }
    if (!changes && method !== "DELETE" && input !== undefined) changes = inputChanges(input);
    await recordAudit({
      actor: { id: user.id, email: user.email },
      ip: clientIp(request),
      entity: audit.entity ?? Object.keys(args.permission)[0] ?? "unknown",
      entityId: entityId ?? null,
      parent: audit.parent?.(params) ?? null,
      action: noted.action ?? audit.action ?? ACTIONS[method] ?? method.toLowerCase(),
      changes,
    });
    return res;
  }
  return { note, finish };
}
