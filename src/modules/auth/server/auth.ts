import { siteOrigins } from "@/platform/http/same-site";
import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { admin, twoFactor } from "better-auth/plugins";
import { config } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import { account, session, twoFactor as twoFactorTable, user, verification } from "../schema";
import { authSecret } from "@/platform/app-secret";
import { clientIp } from "@/platform/http/client-ip";
import { SITE_NAME } from "@/platform/site";
import { afterHook, beforeHook } from "./hooks";
import { CLIENT_IP_HEADER } from "@/platform/http/client-address";
import { ac, roles } from "../permissions";
import { staffPlugin } from "./staff-plugin";

const SESSION_TTL_SECONDS = 60 * 60 * 8;

function build(db: Db) {
  const cfg = config();
  return betterAuth({
    appName: "Arcade Admin",
    baseURL: cfg.siteUrl,
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    user: {
      additionalFields: {
        lastSignInAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // The address shown on the sessions screen is read the way rate limits read it.
          before: async (data, ctx) => ({
            data: {
              ...data,
              ipAddress: ctx?.headers
                ? clientIp({ headers: ctx.headers } as Request)
                : data.ipAddress,
            },
          }),
        },
      },
    },
    // Staff accounts are created by `npm run user:create`; nobody signs up from the site.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      // Slide the expiry while the staff member works.
      updateAge: 60 * 15,
      cookieCache: { enabled: false },
    },
    // Our own rate limit (platform/rate-limit) is kept in the database so it holds across processes.
    rateLimit: { enabled: false },
    hooks: { before: beforeHook, after: afterHook },
    trustedOrigins: (request) => trustedOrigins(request),
    advanced: {
      useSecureCookies: cfg.siteUrl.startsWith("https://"),
      // better-auth skips its Origin check when NODE_ENV is "test"; keep it on everywhere.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Sessions record the address server.ts found, not a client-written X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      admin({
        ac,
        roles,
        defaultRole: "editor",
        adminRoles: ["owner"],
        bannedUserMessage: "This account has been deactivated. Ask an owner of the back office.",
      }),
      twoFactor({ issuer: SITE_NAME }),
      // After twoFactor, so its hooks see a sign-in only once the second step is done.
      staffPlugin(),
      nextCookies(),
    ],
  });
}

/** The site's own origins (the same list the public writes check). */
export function trustedOrigins(request?: Request): string[] {
  return siteOrigins(request);
}

export type Auth = ReturnType<typeof build>;

const g = globalThis as unknown as { __arcadeAuth?: { db: Db; siteUrl: string; auth: Auth } };

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  const siteUrl = config().siteUrl;
  // Rebuilt when the database or the public URL changes (tests switch both).
  if (g.__arcadeAuth?.db !== db || g.__arcadeAuth.siteUrl !== siteUrl)
    g.__arcadeAuth = { db, siteUrl, auth: build(db) };
  return g.__arcadeAuth.auth;
}
