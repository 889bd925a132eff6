import type { Metadata } from "next";
import Link from "next/link";
import { LinkForm } from "@/modules/auth/admin/components/link-form";
import { describeLink, LINK_GONE } from "@/modules/auth/server/team/accept";
import { isRole, ROLE_LABELS } from "@/modules/auth/permissions";
import { SITE_NAME } from "@/platform/site";

export const metadata: Metadata = { title: "Join the team", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/** A one-time staff link (public; the token is the credential): join the team or reset a password. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await describeLink(token);
  const title = !link
    ? "Link not valid"
    : link.kind === "invite"
      ? "Join the team"
      : "Choose a new password";
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-sm">
        <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {SITE_NAME}
        </p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {link?.kind === "invite" && isRole(link.role) ? (
          <p className="mt-2 text-center text-sm text-slate-600">
            You are invited to the back office as {ROLE_LABELS[link.role]}.
          </p>
        ) : null}
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {link ? (
            <LinkForm token={token} kind={link.kind} email={link.email} />
          ) : (
            <p role="alert" className="text-sm text-slate-700">
              {LINK_GONE}
            </p>
          )}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link
            href="/admin/login"
            className="text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
          >
            Go to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
