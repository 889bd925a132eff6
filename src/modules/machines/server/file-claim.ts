import "server-only";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { readMultipart, type FormFile } from "@/platform/http/multipart";
import { KiB, MiB } from "@/platform/http/read-body";
import { consume, recordHit, removeHit, usage } from "@/platform/rate-limit/limit";
import { deleteObject, storeUpload } from "@/platform/storage/file-store";
import { IMAGE_MAX_MB } from "@/platform/storage/upload-rules";
import {
  claimEvents,
  claims,
  operators,
  type Claim,
  type ClaimFile,
  type Operator,
} from "../schema";
import { claimSchema } from "../validation";
import { PRIVATE_CACHE, PRIVATE_PREFIX } from "./documents";
import type { MachineRow } from "./machines";

const CLAIM_PHOTOS = 5;
/** A short clip: enough for a fault shown in a few seconds, small enough for a phone upload. */
const CLAIM_VIDEO_MAX_MB = 50;
/** The whole form: the photos and the clip at their largest, plus the text. */
const CLAIM_BODY_LIMIT = (CLAIM_PHOTOS * IMAGE_MAX_MB + CLAIM_VIDEO_MAX_MB + 1) * MiB;

/** Claims an operator may file per hour: a venue reporting every machine at once, not a script. */
export const CLAIMS_PER_HOUR = 10;
/** Claim forms of one operator being uploaded at once (each may carry 75 MiB). */
export const CLAIM_UPLOADS_IN_FLIGHT = 2;
/** Bytes of claim photos and clips kept per operator: some forty claims at their largest. */
export const CLAIM_STORAGE_QUOTA = 3 * 1024 * MiB;
/**
 * How long an upload holds its place at most: a process that died mid-upload frees it then.
 * Longer than any upload the server lets run.
 */
const IN_FLIGHT_HOLD_MS = 30 * 60_000;

const WARRANTY_ENDED =
  "The warranty of this machine has ended. You can still ask for a paid repair or order parts.";

const quotaFull = () =>
  new AppError(
    "Your claims' photos and videos have filled the space kept for your venue. Send smaller files, or contact us to make room.",
    { code: "STORAGE_FULL", status: 413, details: { quota: CLAIM_STORAGE_QUOTA } },
  );

const refused = (message: string, field: string) =>
  new AppError(message, {
    code: "VALIDATION",
    status: 400,
    details: { fields: { [field]: message } },
  });

/** What the operator's claims keep in the file store, in bytes. */
async function storedBytes(db: Db, operatorId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<string>`coalesce(sum((select coalesce(sum((f->>'size')::bigint), 0) from jsonb_array_elements(${claims.files}) f)), 0)`,
    })
    .from(claims)
    .where(eq(claims.operatorId, operatorId));
  return Number(row?.n ?? 0);
}

/** Passes the bytes on while they fit in what is left of the quota, else fails with 413. */
function withinQuota(left: { bytes: number }) {
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      left.bytes -= chunk.byteLength;
      if (left.bytes < 0) controller.error(quotaFull());
      else controller.enqueue(chunk);
    },
  });
}

/**
 * Files a claim or request from the portal's multipart form, for one of the operator's machines.
 * Counted against the operator's claims per hour and uploads in flight first; the photos and the
 * clip stream to the file store as they arrive (checked by their content, within their sizes and
 * the operator's storage quota). Any refusal removes what was stored and leaves no claim row.
 */
export async function fileClaimForm(
  request: Request,
  operator: Operator,
  machine: MachineRow,
): Promise<Claim> {
  await consume(
    { bucket: "portal-claims", key: operator.id, limit: CLAIMS_PER_HOUR, windowMs: 3_600_000 },
    "Too many claims filed",
  );
  const slot = {
    bucket: "portal-claim-uploads",
    key: operator.id,
    limit: CLAIM_UPLOADS_IN_FLIGHT,
    windowMs: IN_FLIGHT_HOLD_MS,
  };
  const held = await recordHit(slot);
  try {
    if ((await usage(slot)).count > slot.limit)
      throw new AppError(
        `Your other claims are still uploading (at most ${CLAIM_UPLOADS_IN_FLIGHT} at a time). Wait for them to finish, then send this one again.`,
        { code: "RATE_LIMITED", status: 429 },
      );
    return await storeAndInsert(request, operator, machine);
  } finally {
    await removeHit(held);
  }
}

async function storeAndInsert(
  request: Request,
  operator: Operator,
  machine: MachineRow,
): Promise<Claim> {
  const db = await getDb();
  // A full quota refuses the first byte of a file; a request without files still goes.
  const left = { bytes: CLAIM_STORAGE_QUOTA - (await storedBytes(db, operator.id)) };
  const id = randomUUID();
  const stored: (ClaimFile & { kind: "image" | "video" })[] = [];
  const counts = { photos: 0, video: 0 };
  const store = async (file: FormFile) => {
    if (file.field !== "photos" && file.field !== "video") {
      await file.body.cancel();
      throw refused(`Unexpected file field ${file.field.slice(0, 40)}`, file.field);
    }
    if (++counts[file.field] > (file.field === "photos" ? CLAIM_PHOTOS : 1)) {
      await file.body.cancel();
      throw file.field === "photos"
        ? refused(`At most ${CLAIM_PHOTOS} photos`, "photos")
        : refused("Only one video", "video");
    }
    const kind = file.field === "photos" ? "image" : "video";
    const object = await storeUpload({
      body: file.body.pipeThrough(withinQuota(left)),
      fileName: file.fileName,
      declaredType: file.type,
      kind,
      maxMb: kind === "video" ? CLAIM_VIDEO_MAX_MB : IMAGE_MAX_MB,
      pathFor: (ext) => `${PRIVATE_PREFIX}claims/${id}/${randomUUID()}.${ext}`,
      cacheControl: PRIVATE_CACHE,
    });
    stored.push({
      kind,
      path: object.path,
      contentType: object.contentType,
      size: object.size,
      name: file.fileName.slice(0, 255),
    });
  };
  try {
    const fields = await readMultipart(
      request,
      {
        maxBytes: CLAIM_BODY_LIMIT,
        maxFileBytes: Math.max(IMAGE_MAX_MB, CLAIM_VIDEO_MAX_MB) * MiB,
        maxFiles: CLAIM_PHOTOS + 1,
        maxFields: 10,
        // The description's 5,000 characters at 4 bytes each.
        maxFieldBytes: 20 * KiB,
      },
      store,
    );
    const input = claimSchema.parse({
      kind: fields.kind?.[0],
      description: fields.description?.[0],
    });
    if (input.kind === "warranty" && machine.warranty !== "active")
      throw new AppError(WARRANTY_ENDED, { code: "WARRANTY_ENDED", status: 422 });
    // Photos first, then the clip, each in the order sent.
    const files: ClaimFile[] = [...stored]
      .sort((a, b) => Number(a.kind === "video") - Number(b.kind === "video"))
      .map((f) => ({ path: f.path, contentType: f.contentType, size: f.size, name: f.name }));
    return await db.transaction(async (tx) => {
      // One operator's claims are written one at a time, so two uploads cannot both fit the
      // space that was left for one.
      await tx
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.id, operator.id))
        .for("update");
      const added = files.reduce((n, f) => n + f.size, 0);
      if ((await storedBytes(tx, operator.id)) + added > CLAIM_STORAGE_QUOTA) throw quotaFull();
      const [row] = await tx
        .insert(claims)
        .values({
          id,
          machineId: machine.id,
          operatorId: operator.id,
          kind: input.kind,
          description: input.description,
          files,
        })
        .returning();
      await tx.insert(claimEvents).values({ claimId: id, status: "new" });
      return row!;
    });
  } catch (e) {
    await Promise.all(stored.map((f) => deleteObject(f.path).catch(() => undefined)));
    throw e;
  }
}
