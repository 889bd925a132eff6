/** The back-office side menu of SPEC.md section 2, in order. */
export const ADMIN_LINKS = [
  { href: "/admin/games", label: "Games" },
  { href: "/admin/testimonials", label: "Testimonials" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/contact", label: "Contact Messages" },
  { href: "/admin/client-logos", label: "Client Logos" },
  { href: "/admin/about", label: "About" },
  { href: "/admin/blog", label: "Blog" },
  { href: "/admin/footer", label: "Footer" },
] as const;

export function isActiveLink(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
