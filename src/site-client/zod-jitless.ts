import { ZOD_CONFIG_GLOBAL } from "@/platform/validation/zod-jitless";

// Zod decides when each object schema is made whether to compile its parser, probing
// `new Function("")`, which the page's policy (no eval) refuses and reports. Set before the form's
// schemas are made (this module is the rules' first import); interpreted parsing suffices.
const g = globalThis as Record<string, unknown>;
g[ZOD_CONFIG_GLOBAL] = { ...(g[ZOD_CONFIG_GLOBAL] as object | undefined), jitless: true };
