import { describe, expect, it, vi } from "vitest";
import { ZOD_CONFIG_GLOBAL } from "@/platform/validation/zod-jitless";

describe("zod's global configuration set before zod loads (src/instrumentation-client.ts)", () => {
  it("is the configuration zod then uses: jitless, so no eval probe", async () => {
    vi.resetModules();
    const g = globalThis as Record<string, unknown>;
    const saved = g[ZOD_CONFIG_GLOBAL];
    delete g[ZOD_CONFIG_GLOBAL];
    try {
      await import("@/instrumentation-client");
      const { config } = await import("zod/v4/core");
      expect(config().jitless).toBe(true);
    } finally {
      g[ZOD_CONFIG_GLOBAL] = saved;
    }
  });
});
