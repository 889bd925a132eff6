import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { gameExists } from "@/modules/catalog/server/queries";
import { storeUpload } from "@/platform/storage/file-store";
import { LONG_CACHE, SHORT_CACHE, storagePaths } from "@/platform/storage/paths";
import { AppError } from "@/platform/errors";
import {
  fileExtension,
  LOGO_MAX_MB,
  MEDIA_PANEL_VIDEO_MAX_MB,
  VIDEO_MAX_MB,
} from "@/platform/storage/upload-rules";

export const dynamic = "force-dynamic";

const query = z.object({
  scope: z.enum(["game-image", "game-video", "editor", "testimonial", "logo", "testimonial-video"]),
  // A missing name is a missing file, not zod's "expected string".
  name: z.string({ error: "No file provided" }).min(1, "No file provided"),
  size: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  gameId: z.string().uuid().optional(),
});

// Testimonials take mp4, webm and ogg only; mov is for game media.
const TESTIMONIAL_VIDEO_EXTS = ["mp4", "webm", "ogg"];
const testimonialFormatError = () =>
  new AppError("Unsupported video format. Supported formats: mp4, webm, ogg", {
    code: "UNSUPPORTED_TYPE",
    status: 415,
  });

/** Path for a testimonial video; the sniffed extension is checked too, so a renamed .mov is refused. */
function testimonialVideoPath(ext: string): string {
  if (!TESTIMONIAL_VIDEO_EXTS.includes(ext)) throw testimonialFormatError();
  return storagePaths.testimonial(ext);
}

/**
 * POST /api/admin/uploads?scope=…&name=…&size=…[&gameId=…] with the file as the raw body.
 * Answers { path, url, contentType, size } with the public URL.
 */
export const POST = adminRoute(
  {
    permission: { upload: ["create"] },
    audit: { id: (_p, res) => res?.path as string | undefined },
  },
  async ({ request }) => {
    const q = query.parse(Object.fromEntries(new URL(request.url).searchParams));
    if ((q.scope === "game-image" || q.scope === "game-video") && !q.gameId) {
      return Response.json(
        { error: { message: "gameId is required", code: "VALIDATION" } },
        { status: 400 },
      );
    }
    // A game's files live under its folder: no folder for a game that does not exist.
    if (q.gameId && !(await gameExists(q.gameId)))
      throw new AppError("Game not found", { code: "NOT_FOUND", status: 404 });
    // Refused on the declared name before any byte is stored.
    const declaredExt = fileExtension(q.name);
    if (
      q.scope === "testimonial-video" &&
      declaredExt &&
      !TESTIMONIAL_VIDEO_EXTS.includes(declaredExt)
    )
      throw testimonialFormatError();
    const rules = {
      "game-image": {
        kind: "image",
        pathFor: (ext: string) => storagePaths.gameImage(q.gameId!, ext),
        cache: SHORT_CACHE,
      },
      "game-video": {
        kind: "video",
        maxMb: MEDIA_PANEL_VIDEO_MAX_MB,
        pathFor: (ext: string) => storagePaths.gameVideo(q.gameId!, ext),
        cache: LONG_CACHE,
      },
      editor: { kind: "image", pathFor: storagePaths.editorImage, cache: SHORT_CACHE },
      testimonial: { kind: "image", pathFor: storagePaths.testimonial, cache: SHORT_CACHE },
      "testimonial-video": {
        kind: "video",
        maxMb: VIDEO_MAX_MB,
        pathFor: testimonialVideoPath,
        cache: SHORT_CACHE,
      },
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
  },
);
