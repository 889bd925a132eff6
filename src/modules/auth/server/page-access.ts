import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import type { Permission } from "../permissions";
import { refuseOutsideRole } from "./authorize";
import { asJson, type JsonOf } from "@/platform/http/json-of";
import { currentUser, type StaffUser } from "./guard";

/** The signed-in staff member of this page request, read once however many parts ask. */
export const pageUser = cache(async (): Promise<StaffUser | null> => currentUser(await headers()));

/**
 * The page's signed-in person when the API would answer them with `permission` (role and the
 * owners' two-step rule, as adminRoute checks), else null. A page reads data for its HTML only
 * through this: layouts and pages render side by side, so the layout's guard alone does not stop
 * a page's reads.
 */
async function pageUserWith(permission: Permission): Promise<StaffUser | null> {
  const user = await pageUser();
  if (!user || (await refuseOutsideRole(user, permission))) return null;
  return user;
}

/**
 * What a page's HTML may carry of an API read: `{ [url]: answer }` (as JSON) when the person may
 * read `url` (same permission as its endpoint), else nothing, and the screen fetches it as before.
 */
export async function serverAnswer<T>(
  permission: Permission,
  url: string,
  read: (user: StaffUser) => Promise<T>,
): Promise<Record<string, JsonOf<T>>> {
  const user = await pageUserWith(permission);
  return user ? { [url]: asJson(await read(user)) } : {};
}
