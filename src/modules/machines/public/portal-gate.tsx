import "server-only";
import type { ReactElement } from "react";
import { pageLocale } from "@/platform/i18n/page-locale";
import type { Locale } from "@/platform/i18n/locales";
import type { Operator } from "../schema";
import { currentOperator, pendingContact } from "./portal-session";
import { SignInPanel } from "./portal-ui";

/** The machine (by serial) or order (by number) a page is, for signing in and coming back to it. */
type PortalReturn = { serial?: string; order?: string };

export type PortalSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A query parameter given once, or undefined. */
export const oneParam = (v: string | string[] | undefined) =>
  typeof v === "string" ? v : undefined;

/**
 * What every portal page starts with: the page's language and the signed-in operator, or, when
 * signed out, the sign-in panel to show instead (at the step and with the error the query says,
 * and the contact the code went to), coming back to the machine or order it was opened for.
 */
export async function portalGate(
  searchParams: PortalSearchParams,
  back: PortalReturn = {},
): Promise<
  | { locale: Locale; query: Awaited<PortalSearchParams>; operator: Operator; signIn?: never }
  | { locale: Locale; query: Awaited<PortalSearchParams>; operator: null; signIn: ReactElement }
> {
  const locale = await pageLocale();
  const query = await searchParams;
  const operator = await currentOperator();
  if (operator) return { locale, query, operator };
  return {
    locale,
    query,
    operator: null,
    signIn: (
      <SignInPanel
        locale={locale}
        serial={back.serial}
        order={back.order}
        step={oneParam(query.step)}
        error={oneParam(query.error)}
        contact={await pendingContact()}
      />
    ),
  };
}
