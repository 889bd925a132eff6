import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as uploads from "@/app/api/admin/uploads/route";
import * as tList from "@/app/api/admin/testimonials/route";
import * as tItem from "@/app/api/admin/testimonials/[id]/route";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

let cookie: string;
const json = (r: Response) => r.json();
const req = (method: string, body?: unknown) => adminRequest(cookie, "/x", { method, json: body });
const upload = (query: string, bytes: Buffer, type: string) =>
  uploads.POST(
    adminRequest(cookie, `/api/admin/uploads?${query}`, {
      method: "POST",
      body: new Uint8Array(bytes),
      headers: { "content-type": type },
    }),
    ctx({}),
  );

const mp4 = fs.readFileSync("tests/fixtures/sample.mp4");
// The smallest QuickTime header: an ftyp box with the "qt  " brand is what the sniffer reads as .mov.
const mov = Buffer.concat([
  Buffer.from([0, 0, 0, 20]),
  Buffer.from("ftypqt  "),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("qt  "),
  Buffer.alloc(64),
]);
const FORMAT = "Unsupported video format. Supported formats: mp4, webm, ogg";
const base = { name: "Ann", company: "Acme", text: "Great" };

beforeAll(async () => {
  cookie = await signInCookie();
});

describe("upload endpoint", () => {
  it("answers 'No file provided' when the name is missing or empty", async () => {
    for (const q of ["scope=testimonial-video", "scope=testimonial-video&name="]) {
      const res = await upload(q, mp4, "video/mp4");
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toBe("No file provided");
    }
  });

  it("refuses .mov for testimonial videos by name and by content, leaving nothing behind", async () => {
    const byName = await upload(
      `scope=testimonial-video&name=clip.MOV&size=${mov.length}`,
      mov,
      "video/quicktime",
    );
    expect(byName.status).toBe(415);
    expect((await json(byName)).error.message).toBe(FORMAT);
    // A QuickTime file renamed to .mp4 passes the name check; the sniffed type still refuses it.
    const renamed = await upload(
      `scope=testimonial-video&name=clip.mp4&size=${mov.length}`,
      mov,
      "video/mp4",
    );
    expect(renamed.status).toBe(415);
    expect((await json(renamed)).error.message).toBe(FORMAT);
    const tmp = path.join(process.env.DATA_DIR!, "storage", ".tmp");
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
    expect(
      fs.existsSync(path.join(process.env.DATA_DIR!, "storage", "game-media", "testimonials")),
    ).toBe(false);
  });

  it("still takes .mov for game videos", async () => {
    const [game] = await (
      await getDb()
    )
      .insert(t.games)
      .values({ title: "G", category: "Racing" })
      .returning();
    const res = await upload(
      `scope=game-video&gameId=${game!.id}&name=clip.mov&size=${mov.length}`,
      mov,
      "video/quicktime",
    );
    expect(res.status).toBe(201);
    expect((await json(res)).url).toMatch(/\/videos\/[^/]+\.mov$/);
  });
});

describe("testimonial video links", () => {
  it("stores an uploaded mp4 as a local video under testimonials/", async () => {
    const up = await json(
      await upload(`scope=testimonial-video&name=clip.mp4&size=${mp4.length}`, mp4, "video/mp4"),
    );
    expect(up.url).toMatch(/^\/storage\/game-media\/testimonials\/[^/]+\.mp4$/);
    const saved = await json(
      await tList.POST(req("POST", { ...base, videoUrl: up.url, videoProvider: "local" }), ctx({})),
    );
    expect(saved).toMatchObject({
      videoUrl: up.url,
      videoProvider: "local",
      videoThumbnailUrl: null,
    });
    // Editing keeps the uploaded video as it is.
    const edited = await json(
      await tItem.PUT(
        req("PUT", { ...base, text: "Still great", videoUrl: up.url, videoProvider: "local" }),
        ctx({ id: saved.id }),
      ),
    );
    expect(edited).toMatchObject({ text: "Still great", videoUrl: up.url, videoProvider: "local" });
  });

  it("refuses a local video outside our storage and any link that is not YouTube", async () => {
    const message = async (videoUrl: string, videoProvider: string) =>
      (await json(await tList.POST(req("POST", { ...base, videoUrl, videoProvider }), ctx({}))))
        .error?.message;
    expect(await message("https://vimeo.com/1", "local")).toBe("Invalid video URL");
    expect(
      await message("https://evil.example/storage/game-media/testimonials/a.mp4", "local"),
    ).toBe("Invalid video URL");
    expect(await message("/storage/game-media/../secrets/a.mp4", "local")).toBe(
      "Invalid video URL",
    );
    expect(await message("/storage/game-media/testimonials/%E0.mp4", "local")).toBe(
      "Invalid video URL",
    );
    expect(await message("/storage/game-media/testimonials/photo.png", "local")).toBe(
      "Invalid video URL",
    );
    expect(await message("not a link", "youtube")).toBe("Invalid YouTube URL");
    expect(await message("https://vimeo.com/1", "youtube")).toBe("Invalid YouTube URL");
  });

  it("stores any accepted YouTube form as the embed link", async () => {
    const saved = await json(
      await tList.POST(
        req("POST", {
          ...base,
          videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          videoProvider: "youtube",
        }),
        ctx({}),
      ),
    );
    expect(saved).toMatchObject({
      videoProvider: "youtube",
      videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
  });
});
