import type { createAuthMiddleware } from "better-auth/api";

/** The context better-auth passes to `hooks.before` / `hooks.after`. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
