import { z } from "zod";
import { adminRoute } from "@/modules/auth/guard";
import { storeUpload } from "@/platform/storage/file-store";
import { LONG_CACHE, SHORT_CACHE, storagePaths } from "@/platform/storage/paths";
import { LOGO_MAX_MB, MEDIA_PANEL_VIDEO_MAX_MB, VIDEO_MAX_MB } from "@/platform/storage/upload-rules";

export const dynamic = "force-dynamic";

const query = z.object({
  scope: z.enum(["game-image", "game-video", "editor", "testimonial", "logo", "testimonial-video"]),
  name: z.string().min(1, "No file provided"),
  size: z.coerce.number().int().nonnegative().optional(),
  gameId: z.string().uuid().optional(),
});

/**
 * POST /api/admin/uploads?scope=…&name=…&size=…[&gameId=…] with the file as the raw body.
 * Answers { path, url, contentType, size } with the public URL (SPEC.md section 7, Storage).
 */
export const POST = adminRoute({}, async ({ request }) => {
  const q = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  if ((q.scope === "game-image" || q.scope === "game-video") && !q.gameId) {
    return Response.json({ error: { message: "gameId is required", code: "VALIDATION" } }, { status: 400 });
  }
  const rules = {
    "game-image": { kind: "image", pathFor: (ext: string) => storagePaths.gameImage(q.gameId!, ext), cache: SHORT_CACHE },
    "game-video": {
      kind: "video",
      maxMb: MEDIA_PANEL_VIDEO_MAX_MB,
      pathFor: (ext: string) => storagePaths.gameVideo(q.gameId!, ext),
      cache: LONG_CACHE,
    },
    editor: { kind: "image", pathFor: storagePaths.editorImage, cache: SHORT_CACHE },
    testimonial: { kind: "image", pathFor: storagePaths.testimonial, cache: SHORT_CACHE },
    "testimonial-video": { kind: "video", maxMb: VIDEO_MAX_MB, pathFor: storagePaths.testimonial, cache: SHORT_CACHE },
    logo: { kind: "image", maxMb: LOGO_MAX_MB, pathFor: storagePaths.logo, cache: SHORT_CACHE },
  } as const;
  const rule = rules[q.scope];
  const stored = await storeUpload({
    body: request.body,
    fileName: q.name,
    declaredType: request.headers.get("content-type") ?? "",
    declaredSize: q.size ?? Number(request.headers.get("content-length") ?? 0),
    kind: rule.kind,
    maxMb: "maxMb" in rule ? rule.maxMb : undefined,
    pathFor: rule.pathFor,
    cacheControl: rule.cache,
  });
  return Response.json(stored, { status: 201 });
});
