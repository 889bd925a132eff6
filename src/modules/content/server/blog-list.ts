import "server-only";
import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { containsPattern, dayRange, PAGE_SIZE, type Page } from "@/platform/lists/params";
import { blogPosts, type BlogPost } from "../schema";
import type { BlogListParams } from "../validation";

/** Status, a title search (blog_posts_title_trgm_idx) and a publish-date range. */
function where(p: BlogListParams): SQL | undefined {
  const { start, end } = dayRange(p);
  return and(
    p.status ? eq(blogPosts.status, p.status) : undefined,
    p.q ? ilike(blogPosts.title, containsPattern(p.q)) : undefined,
    start ? gte(blogPosts.publishDate, start) : undefined,
    end ? lt(blogPosts.publishDate, end) : undefined,
  );
}

/** One page of posts for the back office, newest first (blog_posts_created_idx). */
export async function listPostsAdminPage(p: BlogListParams): Promise<Page<BlogPost>> {
  const db = await getDb();
  const w = where(p);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(w)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(PAGE_SIZE)
      .offset((p.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(w),
  ]);
  return { rows, total: total?.n ?? 0, page: p.page, pageSize: PAGE_SIZE };
}
