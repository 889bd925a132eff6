import { ZOD_CONFIG_GLOBAL } from "@/platform/validation/zod-jitless";

// Runs in the browser before the app. Zod probes `new Function("")` to decide whether to compile
// its parsers; our Content-Security-Policy (no 'unsafe-eval') refuses the probe and reports a
// violation each time. Interpreted parsing is plenty for forms. Set through zod's global config
// object rather than `config()`, so that no part of zod is in every page's first load
// (tests/unit/zod-jitless.test.ts proves zod still reads it).
const g = globalThis as Record<string, unknown>;
g[ZOD_CONFIG_GLOBAL] = { ...(g[ZOD_CONFIG_GLOBAL] as object | undefined), jitless: true };
