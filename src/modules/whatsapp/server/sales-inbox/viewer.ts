import "server-only";
import { can } from "@/modules/auth";
import type { InboxViewer } from "./list";

/** The signed-in person as the inbox sees them: everyone's conversations only with "read-all". */
export const inboxViewer = (user: {
  id: string;
  name: string;
  role: string | null;
}): InboxViewer & { name: string } => ({
  id: user.id,
  name: user.name,
  seesAll: can(user.role, { inbox: ["read-all"] }),
});
