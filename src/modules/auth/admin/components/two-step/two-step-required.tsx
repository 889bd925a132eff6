"use client";
import { SITE_NAME } from "@/platform/site";
import { ADMIN_HOME } from "../../../safe-next";
import { SignOutButton } from "../sign-out-button";
import { TwoStepSetup } from "./two-step-setup";

/**
 * Shown instead of the back office while the owners require two-step sign-in and this person has
 * not set it up: the setup, and a way out.
 */
export function TwoStepRequired({ email }: { email: string }) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-lg">
        <p className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {SITE_NAME}
        </p>
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">
          Set up two-step sign-in
        </h1>
        <p className="mt-2 text-center text-sm text-slate-600">
          The owners require two-step sign-in for everyone. Set it up for {email} to continue.
        </p>
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <TwoStepSetup onDone={() => window.location.assign(ADMIN_HOME)} />
        </div>
        <div className="mx-auto mt-6 max-w-40 rounded-md bg-ink-900">
          <SignOutButton />
        </div>
      </div>
    </main>
  );
}
