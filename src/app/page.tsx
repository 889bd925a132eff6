import Link from "next/link";
import { listGamesWithMedia } from "@/modules/catalog/queries";

export const dynamic = "force-dynamic";

// Placeholder home for the foundation; the public site issue replaces it with the real home page.
export default async function Home() {
  const games = await listGamesWithMedia();
  return (
    <main id="main" className="mx-auto max-w-6xl p-6">
      <h1 className="text-3xl font-bold">Premium Arcade Machines for Your Entertainment Venue</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {games.map((g) => {
          const main = g.media.find((m) => m.isMain) ?? g.media.find((m) => m.type === "image");
          return (
            <li key={g.id} className="rounded-lg border p-3">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              {main ? <img src={main.url} alt={g.title} className="aspect-[4/3] w-full rounded object-cover" /> : null}
              <Link href={`/shop/${g.id}`} className="mt-2 block font-semibold">
                {g.title}
              </Link>
              <p className="text-sm text-slate-600">{g.category}</p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
