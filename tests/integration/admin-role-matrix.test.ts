import { beforeAll, describe, expect, it } from "vitest";
import { NO_PERMISSION, ROLES, type Role } from "@/modules/auth/permissions";
import { adminEndpoints, SAFE } from "../support/admin-routes";
import { ctx, signInCookie } from "../setup/auth";

// The role matrix (docs/decisions/013-staff-roles.md), declared here by hand (what each role's job needs) and checked
// against every route file under src/app/api/admin: an endpoint missing from this table fails,
// so a new one cannot be added without deciding who may use it.
const OWNER = ["owner"] as const;
const EDITOR = ["owner", "editor"] as const;
const SALES = ["owner", "sales"] as const;
const GAME_READERS = ["owner", "editor", "sales"] as const;
const EVERYONE = ["owner", "editor", "sales"] as const;
const MACHINE_READERS = ["owner", "editor", "sales"] as const;

const MATRIX: Record<string, readonly Role[]> = {
  "GET /api/admin/about": EDITOR,
  "GET /api/admin/account/sessions": EVERYONE,
  "DELETE /api/admin/account/sessions/[id]": EVERYONE,
  "GET /api/admin/activity": OWNER,
  "PUT /api/admin/about": EDITOR,
  "GET /api/admin/blog": EDITOR,
  "POST /api/admin/blog": EDITOR,
  "PUT /api/admin/blog/[id]": EDITOR,
  "DELETE /api/admin/blog/[id]": EDITOR,
  "GET /api/admin/categories": GAME_READERS,
  "POST /api/admin/categories": EDITOR,
  "PATCH /api/admin/categories/[id]": EDITOR,
  "DELETE /api/admin/categories/[id]": EDITOR,
  "PUT /api/admin/categories/reorder": EDITOR,
  "GET /api/admin/client-logos": EDITOR,
  "POST /api/admin/client-logos": EDITOR,
  "PUT /api/admin/client-logos/[id]": EDITOR,
  "PATCH /api/admin/client-logos/[id]": EDITOR,
  "DELETE /api/admin/client-logos/[id]": EDITOR,
  "PUT /api/admin/client-logos/reorder": EDITOR,
  "GET /api/admin/contact-messages": SALES,
  "PATCH /api/admin/contact-messages/[id]": SALES,
  "GET /api/admin/contact-messages/export": SALES,
  "GET /api/admin/contact-settings": OWNER,
  "PUT /api/admin/contact-settings": OWNER,
  "POST /api/admin/contact-settings/geocode": OWNER,
  "GET /api/admin/footer/[type]": EDITOR,
  "PUT /api/admin/footer/[type]": EDITOR,
  "GET /api/admin/games": GAME_READERS,
  "POST /api/admin/games": EDITOR,
  "GET /api/admin/games/[id]": GAME_READERS,
  "PUT /api/admin/games/[id]": EDITOR,
  "DELETE /api/admin/games/[id]": EDITOR,
  "GET /api/admin/games/[id]/history": GAME_READERS,
  "GET /api/admin/games/[id]/dimensions": GAME_READERS,
  "PUT /api/admin/games/[id]/dimensions": EDITOR,
  "GET /api/admin/games/[id]/faqs": GAME_READERS,
  "POST /api/admin/games/[id]/faqs": EDITOR,
  "PUT /api/admin/games/[id]/faqs/[faqId]": EDITOR,
  "DELETE /api/admin/games/[id]/faqs/[faqId]": EDITOR,
  "PUT /api/admin/games/[id]/faqs/reorder": EDITOR,
  "GET /api/admin/games/[id]/media": GAME_READERS,
  "POST /api/admin/games/[id]/media": EDITOR,
  "PATCH /api/admin/games/[id]/media/[mediaId]": EDITOR,
  "DELETE /api/admin/games/[id]/media/[mediaId]": EDITOR,
  "POST /api/admin/games/[id]/media/[mediaId]/main": EDITOR,
  "GET /api/admin/games/[id]/prices": GAME_READERS,
  "PUT /api/admin/games/[id]/prices": EDITOR,
  "GET /api/admin/quote-settings": GAME_READERS,
  "PUT /api/admin/quote-settings": OWNER,
  "GET /api/admin/quotes/catalogue": SALES,
  "GET /api/admin/quotes/dashboard": SALES,
  "GET /api/admin/leads/[id]/quotes": SALES,
  "POST /api/admin/leads/[id]/quotes": SALES,
  "PUT /api/admin/leads/[id]/quotes/[quoteId]": SALES,
  "POST /api/admin/leads/[id]/quotes/[quoteId]/approve": OWNER,
  "POST /api/admin/leads/[id]/quotes/[quoteId]/duplicate": SALES,
  "POST /api/admin/leads/[id]/quotes/[quoteId]/send": SALES,
  "GET /api/admin/leads/[id]/quotes/[quoteId]/pdf": SALES,
  "GET /api/admin/dashboard": SALES,
  "GET /api/admin/leads": SALES,
  "GET /api/admin/leads/assignees": SALES,
  "GET /api/admin/leads/due-counts": SALES,
  "PUT /api/admin/leads/[id]/follow-up": SALES,
  "POST /api/admin/leads/[id]/merge": SALES,
  "GET /api/admin/leads/[id]/notes": SALES,
  "POST /api/admin/leads/[id]/notes": SALES,
  "PATCH /api/admin/leads/[id]/notes/[noteId]": SALES,
  "DELETE /api/admin/leads/[id]/notes/[noteId]": SALES,
  "PUT /api/admin/leads/[id]/owner": SALES,
  "GET /api/admin/leads/[id]/pipeline": SALES,
  "GET /api/admin/leads/[id]/timeline": SALES,
  "PATCH /api/admin/leads/[id]": SALES,
  "GET /api/admin/leads/[id]/history": SALES,
  "GET /api/admin/leads/[id]/messages": SALES,
  "POST /api/admin/leads/bulk-status": SALES,
  "GET /api/admin/leads/export": SALES,
  "POST /api/admin/leads/[id]/messages": SALES,
  "PATCH /api/admin/leads/[id]/messages/[messageId]": SALES,
  "GET /api/admin/leads/[id]/conversation": SALES,
  "POST /api/admin/leads/[id]/conversation": SALES,
  "POST /api/admin/leads/[id]/conversation/read": SALES,
  "PUT /api/admin/leads/[id]/opt-out": OWNER,
  "GET /api/admin/leads/unread": SALES,
  "GET /api/admin/inbox": SALES,
  "GET /api/admin/inbox/unread": SALES,
  "GET /api/admin/inbox/[id]": SALES,
  "PUT /api/admin/inbox/[id]/owner": SALES,
  "PUT /api/admin/inbox/[id]/snooze": SALES,
  "PUT /api/admin/inbox/[id]/status": SALES,
  "GET /api/admin/inbox/rules": OWNER,
  "PUT /api/admin/inbox/rules": OWNER,
  "GET /api/admin/inbox/teams": OWNER,
  "POST /api/admin/inbox/teams": OWNER,
  "PUT /api/admin/inbox/teams/[id]": OWNER,
  "DELETE /api/admin/inbox/teams/[id]": OWNER,
  "GET /api/admin/whatsapp/events": SALES,
  "GET /api/admin/whatsapp/media/[id]": SALES,
  "GET /api/admin/status": OWNER,
  "GET /api/admin/site/languages": OWNER,
  "PUT /api/admin/site/languages": OWNER,
  "GET /api/admin/team": OWNER,
  "PATCH /api/admin/team/[id]": OWNER,
  "POST /api/admin/team/[id]/reset-link": OWNER,
  "DELETE /api/admin/team/[id]/reset-link": OWNER,
  "DELETE /api/admin/team/[id]/sessions": OWNER,
  "POST /api/admin/team/invitations": OWNER,
  "DELETE /api/admin/team/invitations/[id]": OWNER,
  "PUT /api/admin/team/two-step": OWNER,
  "GET /api/admin/testimonials": EDITOR,
  "POST /api/admin/testimonials": EDITOR,
  "PUT /api/admin/testimonials/[id]": EDITOR,
  "PATCH /api/admin/testimonials/[id]": EDITOR,
  "DELETE /api/admin/testimonials/[id]": EDITOR,
  "PUT /api/admin/testimonials/reorder": EDITOR,
  "POST /api/admin/uploads": EDITOR,
  "GET /api/admin/whatsapp/settings": OWNER,
  "PUT /api/admin/whatsapp/settings": OWNER,
  "GET /api/admin/whatsapp/statuses": OWNER,
  "POST /api/admin/whatsapp/held": OWNER,
  "GET /api/admin/whatsapp/templates": OWNER,
  "GET /api/admin/whatsapp/reply-time": OWNER,
  "PUT /api/admin/whatsapp/reply-time": OWNER,
  "GET /api/admin/whatsapp/reply-stats": SALES,
  "GET /api/admin/whatsapp/reply-clocks": SALES,
  "GET /api/admin/whatsapp/saved-replies": SALES,
  "POST /api/admin/whatsapp/saved-replies": SALES,
  "PUT /api/admin/whatsapp/saved-replies/[id]": SALES,
  "DELETE /api/admin/whatsapp/saved-replies/[id]": SALES,
  "POST /api/admin/whatsapp/templates": OWNER,
  "GET /api/admin/vitals": OWNER,
  "GET /api/admin/machines": MACHINE_READERS,
  "POST /api/admin/machines": SALES,
  "POST /api/admin/machines/import": SALES,
  "GET /api/admin/machines/labels": MACHINE_READERS,
  "GET /api/admin/machines/[id]/label": MACHINE_READERS,
  "GET /api/admin/claims": SALES,
  "GET /api/admin/claims/[id]": SALES,
  "PATCH /api/admin/claims/[id]": SALES,
  "GET /api/admin/claims/[id]/files/[index]": SALES,
  "GET /api/admin/service-documents": GAME_READERS,
  "POST /api/admin/service-documents": EDITOR,
  "GET /api/admin/service-documents/[id]": GAME_READERS,
  "GET /api/admin/bulletins": EDITOR,
  "POST /api/admin/bulletins": EDITOR,
  "GET /api/admin/bulletins/[id]/recipients": EDITOR,
  // A lead's operator and an operator's leads: both lists are needed, so sales and owners.
  "GET /api/admin/leads/[id]/operator": SALES,
  "GET /api/admin/operators/[id]/leads": SALES,
  // Orders: sales make them and move their stages; money, cancelling and the terms are owners'.
  "GET /api/admin/orders": SALES,
  "POST /api/admin/orders": SALES,
  "GET /api/admin/orders/[id]": SALES,
  "POST /api/admin/orders/[id]/stage": SALES,
  "POST /api/admin/orders/[id]/payments": OWNER,
  "POST /api/admin/orders/[id]/cancel": OWNER,
  "GET /api/admin/orders/[id]/documents/[kind]": SALES,
  "GET /api/admin/orders/settings": SALES,
  "PUT /api/admin/orders/settings": OWNER,
  // Registering an order's machines at installation is moving it on: sales and owners.
  "POST /api/admin/orders/[id]/machines": SALES,
  "GET /api/admin/orders/dashboard": SALES,
};

const endpoints = await adminEndpoints();
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ROLES) cookies[role] = await signInCookie(role);
});

function call(e: (typeof endpoints)[number], role: Role) {
  const headers = new Headers({ cookie: cookies[role], origin: "http://localhost:3000" });
  let body: string | undefined;
  if (!SAFE.has(e.method)) {
    headers.set("content-type", "application/json");
    body = JSON.stringify({ name: "x", title: "x", status: "new" });
  }
  return e.handler(new Request(e.url, { method: e.method, headers, body }), ctx(e.params));
}

describe("the role matrix over every admin endpoint", () => {
  it("declares who may use each endpoint, and only endpoints that exist", () => {
    const labels = endpoints.map((e) => e.label);
    expect(
      labels.filter((l) => !(l in MATRIX)),
      "endpoints missing from the matrix",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((l) => !labels.includes(l)),
      "stale entries",
    ).toEqual([]);
  });

  const cases = endpoints.flatMap((e) =>
    ROLES.map((role) => [`${e.label} as ${role}`, e, role] as const),
  );
  it.each(cases)("%s", async (_label, e, role) => {
    const allowed = (MATRIX[e.label] ?? []).includes(role);
    const res = await call(e, role);
    if (allowed) {
      expect(res.status, `${e.label} refused ${role}`).not.toBe(403);
      expect(res.status).not.toBe(401);
    } else {
      expect(res.status, `${e.label} let ${role} through`).toBe(403);
      const json = await res.json();
      expect(json.error).toEqual({ message: NO_PERMISSION, code: "FORBIDDEN" });
    }
  });
});
