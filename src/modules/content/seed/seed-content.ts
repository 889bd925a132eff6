import "server-only";
import type { Db } from "@/platform/db/open";
import { banner, logoMark, portrait } from "@/platform/seed/images";
import { putObject } from "@/platform/storage/file-store";
import { SHORT_CACHE, storagePaths } from "@/platform/storage/paths";
import * as b from "../block-builders";
import { aboutPage, blogPosts, clientLogos, footerContent, testimonials } from "../schema";
import * as demo from "./demo-content";

const put = async (objectPath: string, bytes: Buffer, type: string) =>
  (await putObject(objectPath, bytes, type, SHORT_CACHE)).url;

/** Draws and stores the portraits, logos, banners and about hero; copies the testimonial video. */
export async function makeFiles(video: Buffer | null) {
  const portraits = await Promise.all(
    demo.testimonials.map(async (x) =>
      put(storagePaths.testimonial("webp"), await portrait(x.hue), "image/webp"),
    ),
  );
  const logos = await Promise.all(
    demo.logos.map(async (x, i) =>
      put(storagePaths.logo("png"), await logoMark(x.hue, i), "image/png"),
    ),
  );
  const banners = await Promise.all(
    demo.posts.map(async (x) =>
      put(
        storagePaths.editorImage("webp"),
        await banner({ hue: x.hue, accent: x.hue + 150 }),
        "image/webp",
      ),
    ),
  );
  const aboutHero = await put(
    storagePaths.editorImage("webp"),
    await banner({ hue: 220, accent: 30 }),
    "image/webp",
  );
  // Its own copy: deleting a game must not take the testimonial's video with it.
  const testimonialVideo = video
    ? await put(storagePaths.testimonial("webm"), video, "video/webm")
    : null;
  return { portraits, logos, banners, aboutHero, testimonialVideo };
}

type Files = Awaited<ReturnType<typeof makeFiles>>;

/** Inserts testimonials, client logos, footer policies, the about page and blog posts. */
export async function seedContent(tx: Db, files: Files, videoThumbnailUrl: string | null) {
  const now = Date.now();
  await tx.insert(testimonials).values(
    demo.testimonials.map((x, order) => ({
      name: x.name,
      title: x.title,
      company: x.company,
      text: x.text,
      imageUrl: files.portraits[order],
      order,
      active: x.active,
      ...(x.video && files.testimonialVideo
        ? {
            videoUrl: files.testimonialVideo,
            videoProvider: "local" as const,
            videoThumbnailUrl,
          }
        : {}),
    })),
  );
  await tx.insert(clientLogos).values(
    demo.logos.map((x, order) => ({
      name: x.name,
      url: x.url,
      logoUrl: files.logos[order]!,
      order,
      active: true,
    })),
  );
  await tx.insert(footerContent).values(
    demo.footer.map((f) => ({
      type: f.type,
      title: f.title,
      content: b.doc(...f.body.map((text) => b.p(text))),
      active: true,
    })),
  );
  await tx.insert(aboutPage).values({
    title: "About Us",
    heroTitle: "Built for the Best Venues",
    heroSubtitle: "Premium arcade machines designed, built and supported by people who love play.",
    heroImage: files.aboutHero,
    metaTitle: "About Us | Premium Arcade Machine Manufacturer",
    metaDescription:
      "For over fifteen years we have designed and built premium arcade machines for entertainment venues worldwide, with installation and support included.",
    footerText:
      "Premium arcade machines for entertainment venues worldwide, built to earn and made to last.",
    content: b.doc(
      b.h("Welcome to our world of play", 2),
      b.p(
        "We design and build premium arcade machines for family entertainment centres, bowling alleys, cinemas and bars.",
      ),
      b.h("What we believe", 3),
      b.ul([
        "Machines should earn from day one",
        "Support should answer the same day",
        "Players deserve beautiful games",
      ]),
    ),
  });
  await tx.insert(blogPosts).values(
    demo.posts.map((x, i) => ({
      title: x.title,
      status: x.status,
      metaTags: x.tags,
      featuredImage: files.banners[i],
      publishDate: new Date(now - x.daysAgo * 86_400_000),
      content: `<p>${x.title} — insights from our team of arcade specialists.</p><h2>What we have learned</h2><p>Venues that refresh their game mix every season see longer visits and higher spend per guest. Place your strongest earners where they can be seen from the entrance.</p><ul><li>Keep machines spotless and lit</li><li>Run weekly tournaments</li><li>Track earnings per square metre</li></ul>`,
    })),
  );
}
