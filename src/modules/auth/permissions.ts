import { createAccessControl } from "better-auth/plugins/access";

/**
 * What can be done to what, per better-auth's access control (docs/decisions/013-staff-roles.md).
 * `user` and `session` are the admin plugin's own resources; only owners get them, and only our
 * team endpoints (with the last-owner rule and the audit trail) call its endpoints.
 */
const statements = {
  user: ["list", "get", "set-role", "ban", "set-password"],
  session: ["list", "revoke"],
  game: ["read", "create", "update", "delete"],
  category: ["read", "create", "update", "delete"],
  media: ["read", "create", "update", "delete"],
  dimension: ["read", "update"],
  faq: ["read", "create", "update", "delete"],
  upload: ["create"],
  testimonial: ["read", "create", "update", "delete"],
  logo: ["read", "create", "update", "delete"],
  about: ["read", "update"],
  footer: ["read", "update"],
  blog: ["read", "create", "update", "delete"],
  lead: ["read", "update", "export", "message"],
  /**
   * The WhatsApp sales inbox: sales read and work their own and unassigned conversations;
   * "read-all" sees everyone's, "route" sets the teams and routing rules (owners).
   */
  inbox: ["read", "update", "read-all", "route"],
  /** Games' list prices (never shown on the public site). */
  price: ["read", "update"],
  /** Quotes: an owner approves large discounts and sets currencies and the threshold. */
  quote: ["approve", "configure"],
  contactMessage: ["read", "update"],
  contactSettings: ["read", "update"],
  whatsappSettings: ["read", "update"],
  team: ["read", "invite", "update"],
  activity: ["read"],
  /** Real visitors' Core Web Vitals. */
  vitals: ["read"],
  account: ["read", "update"],
  /** The site's languages: which are shown to visitors. */
  siteLanguages: ["read", "update"],
  /** Sold machines and their operators (the operator portal). */
  machine: ["read", "create", "update"],
  /** Service documents per game: manuals, parts lists, wiring diagrams, software notes. */
  serviceDocument: ["read", "create"],
  /** Operators' warranty claims, repair and parts requests. */
  claim: ["read", "update"],
  /** Service bulletins to operators. */
  bulletin: ["read", "create"],
  /**
   * Orders from accepted quotes: sales create them and move their stages; payments, cancelling,
   * shipping before the balance is paid (override) and the default terms are an owner's.
   */
  order: ["read", "create", "update", "pay", "cancel", "override", "configure"],
} as const;

export type Statements = typeof statements;
export type Resource = keyof Statements;
/** One or more actions on one or more resources, e.g. `{ lead: ["update"] }`. */
export type Permission = { [R in Resource]?: ReadonlyArray<Statements[R][number]> };

export const ac = createAccessControl(statements);

const CONTENT = ["testimonial", "logo", "about", "footer", "blog"] as const;
const CATALOG = ["game", "category", "media", "dimension", "faq"] as const;
const all = <R extends Resource>(keys: readonly R[]) =>
  Object.fromEntries(keys.map((k) => [k, statements[k]])) as { [K in R]: Statements[K] };

export const roles = {
  owner: ac.newRole(all(Object.keys(statements) as Resource[])),
  editor: ac.newRole({
    ...all([...CATALOG, ...CONTENT, "upload", "price", "serviceDocument", "bulletin"]),
    machine: ["read"],
    account: statements.account,
  }),
  sales: ac.newRole({
    lead: statements.lead,
    inbox: ["read", "update"],
    price: ["read"],
    contactMessage: statements.contactMessage,
    game: ["read"],
    category: ["read"],
    media: ["read"],
    dimension: ["read"],
    faq: ["read"],
    machine: statements.machine,
    claim: statements.claim,
    order: ["read", "create", "update"],
    serviceDocument: ["read"],
    account: statements.account,
  }),
};

export const ROLES = ["owner", "editor", "sales"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  sales: "Sales",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including the team, the activity log and the WhatsApp integration.",
  editor:
    "Games, categories, media, dimensions, FAQs, testimonials, logos, about, footer, blog, service documents and bulletins.",
  sales:
    "Leads and their WhatsApp inbox (own and unassigned conversations), orders (creating them and moving their stages), contact messages, sold machines and operators' claims; games read-only.",
};

export const NO_PERMISSION = "You do not have permission to do this.";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Does this role allow every action asked for? An unknown or missing role allows nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  return roles[role].authorize(permission as never).success;
}
