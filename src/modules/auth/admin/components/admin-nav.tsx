"use client";
import { usePathname } from "next/navigation";
import { cn } from "@/ui/cn";
import { IntentLink } from "@/ui/intent-link";
import { ADMIN_LINKS, isActiveLink, SALES_LINKS, SERVICE_LINKS, STAFF_LINKS } from "../admin-links";
import { can } from "../../permissions";
import { useStaffSession } from "../use-staff-session";

type NavLink = { href: string; label: string };

type Badges = Partial<Record<string, React.ReactNode>>;

function LinkList({
  links,
  badges,
  onNavigate,
}: {
  links: readonly NavLink[];
  badges?: Badges;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className="space-y-1">
      {links.map((link) => {
        const active = isActiveLink(pathname, link.href);
        return (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                active
                  ? "bg-brand-700 text-white"
                  : "text-slate-300 hover:bg-white/10 hover:text-white",
              )}
            >
              {link.label}
              {badges?.[link.href]}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The side menu: only the screens the signed-in person's role can use. The role comes from the
 * server for the first paint; the live session takes over (a role changed meanwhile).
 */
export function AdminNav({
  role: initialRole,
  badges,
  onNavigate,
}: {
  role: string | null;
  badges?: Badges;
  onNavigate?: () => void;
}) {
  const role = useStaffSession().user?.role ?? initialRole;
  const content = ADMIN_LINKS.filter((l) => can(role, l.permission));
  const sales = SALES_LINKS.filter((l) => can(role, l.permission));
  const service = SERVICE_LINKS.filter((l) => can(role, l.permission));
  const staff = STAFF_LINKS.filter((l) => can(role, l.permission));
  return (
    <>
      <nav aria-label="Admin">
        <LinkList links={content} badges={badges} onNavigate={onNavigate} />
      </nav>
      {sales.length > 0 ? (
        <nav aria-label="Sales" className="mt-6 border-t border-white/10 pt-4">
          <LinkList links={sales} badges={badges} onNavigate={onNavigate} />
        </nav>
      ) : null}
      {service.length > 0 ? (
        <nav aria-label="After sale" className="mt-6 border-t border-white/10 pt-4">
          <LinkList links={service} onNavigate={onNavigate} />
        </nav>
      ) : null}
      {staff.length > 0 ? (
        <nav aria-label="Staff" className="mt-6 border-t border-white/10 pt-4">
          <LinkList links={staff} onNavigate={onNavigate} />
        </nav>
      ) : null}
    </>
  );
}
