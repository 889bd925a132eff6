import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/modules/auth/admin/components/login-form";
import { currentUser } from "@/modules/auth/server/guard";
import { ADMIN_HOME, safeAdminPath } from "@/modules/auth/safe-next";
import { SITE_NAME } from "@/platform/site";

export const metadata: Metadata = { title: "Sign in" };
const READY_TEXT = "Your password is set. Sign in with it now.";
export const dynamic = "force-dynamic";

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (await currentUser(await headers())) redirect(ADMIN_HOME);
  const { next, email, ready } = await searchParams;
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-sm">
        <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {SITE_NAME}
        </p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">
          Sign in to your account
        </h1>
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {ready === "1" ? (
            <p role="status" className="mb-4 text-sm text-green-800">
              {READY_TEXT}
            </p>
          ) : null}
          <LoginForm
            next={safeAdminPath(typeof next === "string" ? next : undefined)}
            email={typeof email === "string" ? email.slice(0, 254) : undefined}
          />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link
            href="/"
            className="text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
          >
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
