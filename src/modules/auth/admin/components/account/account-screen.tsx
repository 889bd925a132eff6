"use client";
import { QueryBoundary } from "@/ui/query-boundary";
import { isRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../../permissions";
import { useStaffSession } from "../../use-staff-session";
import { SessionsList } from "./sessions-list";
import { TwoStepSection } from "./two-step-section";

const section = "space-y-3 rounded-lg border border-slate-200 bg-white p-4";

/** /admin/account (everyone): who I am, my two-step sign-in and my sessions. */
export function AccountScreen({ twoStepRequired }: { twoStepRequired: boolean }) {
  const { user } = useStaffSession();
  if (!user) return null;
  const role = isRole(user.role) ? user.role : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">My account</h1>
      <section className={section} aria-labelledby="me">
        <h2 id="me" className="text-lg font-semibold text-slate-900">
          {user.name}
        </h2>
        <p className="text-sm text-slate-700">{user.email}</p>
        {role ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{ROLE_LABELS[role]}</span>: {ROLE_DESCRIPTIONS[role]}
          </p>
        ) : null}
      </section>
      <section className={section} aria-labelledby="two-step">
        <h2 id="two-step" className="text-lg font-semibold text-slate-900">
          Two-step sign-in
        </h2>
        <TwoStepSection enabled={user.twoFactorEnabled} required={twoStepRequired} />
      </section>
      <section className="space-y-3" aria-labelledby="sessions">
        <h2 id="sessions" className="text-lg font-semibold text-slate-900">
          Where you are signed in
        </h2>
        <QueryBoundary>
          <SessionsList />
        </QueryBoundary>
      </section>
    </div>
  );
}
