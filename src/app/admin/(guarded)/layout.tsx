import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AdminShell } from "@/modules/auth/admin/components/admin-shell";
import { pageUser } from "@/modules/auth/server/page-access";
import { ADMIN_PATH_HEADER, loginUrl } from "@/modules/auth/safe-next";
import { QueryProvider } from "@/platform/http/query-provider";
import { TwoStepRequired } from "@/modules/auth/admin/components/two-step/two-step-required";
import { twoFactorRequired } from "@/modules/auth/server/staff-settings";
import { can } from "@/modules/auth/permissions";
import { DueCountBadges } from "@/modules/leads/admin/components/pipeline/due-count-badges";
import { UnreadBadge } from "@/modules/whatsapp/admin/components/unread-badge";
import { LiveNotices } from "@/modules/whatsapp/admin/components/live-notices";
import { InboxBadge } from "@/modules/whatsapp/admin";
import { opensScreenWithData } from "../screens-with-data";

export const dynamic = "force-dynamic";

/** The server half of the guard: no valid session, no admin page (src/proxy.ts turns cookieless requests away first). */
export default async function GuardedLayout({ children }: { children: React.ReactNode }) {
  const h = await headers();
  const user = await pageUser();
  if (!user) redirect(loginUrl(h.get(ADMIN_PATH_HEADER)));
  if (!user.twoFactorEnabled && (await twoFactorRequired()))
    return <TwoStepRequired email={user.email} />;
  const readsLeads = can(user.role, { lead: ["read"] });
  return (
    <QueryProvider>
      <AdminShell
        trustServerSession={opensScreenWithData(h)}
        staff={{
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          twoFactorEnabled: user.twoFactorEnabled,
        }}
        navBadges={
          readsLeads
            ? {
                "/admin/leads": (
                  <>
                    <DueCountBadges />
                    <UnreadBadge />
                  </>
                ),
                ...(can(user.role, { inbox: ["read"] }) ? { "/admin/inbox": <InboxBadge /> } : {}),
              }
            : undefined
        }
      >
        {children}
        {readsLeads ? <LiveNotices /> : null}
      </AdminShell>
    </QueryProvider>
  );
}
