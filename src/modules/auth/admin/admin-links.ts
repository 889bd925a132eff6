import type { Permission } from "../permissions";

type AdminLink = { href: string; label: string; permission: Permission };

/** The back-office side menu, in order, each with what it needs to open. */
export const ADMIN_LINKS = [
  { href: "/admin/games", label: "Games", permission: { game: ["read"] } },
  { href: "/admin/testimonials", label: "Testimonials", permission: { testimonial: ["read"] } },
  { href: "/admin/leads", label: "Leads", permission: { lead: ["read"] } },
  { href: "/admin/contact", label: "Contact Messages", permission: { contactMessage: ["read"] } },
  { href: "/admin/client-logos", label: "Client Logos", permission: { logo: ["read"] } },
  { href: "/admin/about", label: "About", permission: { about: ["read"] } },
  { href: "/admin/blog", label: "Blog", permission: { blog: ["read"] } },
  { href: "/admin/footer", label: "Footer", permission: { footer: ["read"] } },
] as const satisfies readonly AdminLink[];

/** The sales pipeline's own screens, in their own menu: the main list stays as it is. */
export const SALES_LINKS = [
  { href: "/admin/inbox", label: "Inbox", permission: { inbox: ["read"] } },
  { href: "/admin/dashboard", label: "Sales dashboard", permission: { lead: ["read"] } },
  { href: "/admin/quotes", label: "Quotes", permission: { price: ["read"] } },
  { href: "/admin/orders", label: "Orders", permission: { order: ["read"] } },
  { href: "/admin/saved-replies", label: "Saved replies", permission: { lead: ["message"] } },
] as const satisfies readonly AdminLink[];

/** After the sale: machines in the field, operators' claims, service documents and bulletins. */
export const SERVICE_LINKS = [
  { href: "/admin/machines", label: "Machines", permission: { machine: ["read"] } },
  { href: "/admin/claims", label: "Claims", permission: { claim: ["read"] } },
  {
    href: "/admin/service-documents",
    label: "Service documents",
    permission: { serviceDocument: ["read"] },
  },
  { href: "/admin/bulletins", label: "Bulletins", permission: { bulletin: ["read"] } },
] as const satisfies readonly AdminLink[];

/** Staff accounts, in their own menu below the content screens. */
export const STAFF_LINKS = [
  { href: "/admin/team", label: "Team", permission: { team: ["read"] } },
  { href: "/admin/activity", label: "Activity", permission: { activity: ["read"] } },
  { href: "/admin/vitals", label: "Web Vitals", permission: { vitals: ["read"] } },
  { href: "/admin/languages", label: "Languages", permission: { siteLanguages: ["read"] } },
  { href: "/admin/account", label: "My account", permission: { account: ["read"] } },
] as const satisfies readonly AdminLink[];

export function isActiveLink(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** What the admin page at this path needs; null for a path no menu entry covers. */
export function pagePermission(pathname: string): Permission | null {
  const link = [...ADMIN_LINKS, ...SALES_LINKS, ...SERVICE_LINKS, ...STAFF_LINKS].find((l) =>
    isActiveLink(pathname, l.href),
  );
  return link ? link.permission : null;
}
