import Link from "next/link";
import { buttonClass } from "@/ui/button";

export default function GameNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Game not found</h1>
      <p className="text-slate-600">
        The game you are looking for does not exist or is no longer available.
      </p>
      <Link href="/shop" className={buttonClass("primary")}>
        Return to Shop
      </Link>
    </div>
  );
}
