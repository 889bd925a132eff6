// First-load JS of each page next to the framework floor: what a page ships beyond what any page of
// this build must (the floor page is served only when the server has BENCH_FLOOR=1).
import { firstLoadJs, FLOOR_PATH } from "../../tests/support/first-load-js";

export type FirstLoad = {
  floorBytes: number;
  pages: Array<{ path: string; gzipBytes: number; aboveFloorBytes: number; scripts: number }>;
};

export async function firstLoadPages(baseUrl: string, paths: string[]): Promise<FirstLoad> {
  const floor = await firstLoadJs(baseUrl, FLOOR_PATH);
  const pages = [];
  for (const p of paths) {
    const page = await firstLoadJs(baseUrl, p);
    pages.push({
      path: p,
      gzipBytes: page.gzipBytes,
      aboveFloorBytes: page.gzipBytes - floor.gzipBytes,
      scripts: page.scripts.length,
    });
  }
  return { floorBytes: floor.gzipBytes, pages };
}
