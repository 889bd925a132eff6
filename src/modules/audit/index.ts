// audit: the trail of who changed what (written through platform/audit, kept here), the activity
// screen and a record's history. What other modules and the browser may use: labels and the
// entry shape.

export type AuditEntryView = {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  ip: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditPage = {
  entries: AuditEntryView[];
  page: number;
  pageSize: number;
  total: number;
};

/** The kinds of record in the trail, as the activity filter offers them. */
export const ENTITY_LABELS: Record<string, string> = {
  game: "Game",
  category: "Category",
  media: "Media",
  dimension: "Dimensions",
  faq: "FAQ",
  upload: "Upload",
  testimonial: "Testimonial",
  logo: "Client logo",
  about: "About page",
  footer: "Footer",
  blog: "Blog post",
  lead: "Lead",
  contactMessage: "Contact message",
  contactSettings: "Contact settings",
  whatsappSettings: "WhatsApp settings",
  staff: "Staff sign-in",
  team: "Team",
  account: "Own account",
  operator: "Operator",
};

const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  reorder: "Reordered",
  status: "Changed status",
  "set-main": "Set main image",
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "sign-in-failed": "Failed sign-in",
  "two-step-on": "Turned on two-step sign-in",
  "two-step-off": "Turned off two-step sign-in",
  invite: "Invited",
  "revoke-invite": "Withdrew invitation",
  "accept-invite": "Accepted invitation",
  role: "Changed role",
  deactivate: "Deactivated",
  reactivate: "Reactivated",
  "reset-link": "Made a password reset link",
  "revoke-reset-link": "Revoked a password reset link",
  "reset-password": "Reset password",
  "cli-create": "Created from the command line",
  "cli-password": "Set the password from the command line",
  "end-sessions": "Ended all sessions",
  "end-session": "Ended a session",
  "require-two-step": "Changed the two-step requirement",
  assign: "Changed owner",
  "follow-up": "Set follow-up",
  "note-add": "Added a note",
  "note-edit": "Edited a note",
  "note-delete": "Deleted a note",
  merge: "Merged a request",
  "receives-leads": "Changed who receives new leads",
  "sign-in-locked": "Portal sign-in locked (too many wrong codes)",
};

export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

export const AUDIT_PAGE_SIZE = 50;
