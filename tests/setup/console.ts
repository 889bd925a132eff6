import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// A test that logs console.error unexpectedly fails; tests that expect it call allowConsoleError().
let spy: MockInstance<typeof console.error>;
let allowed = false;

export function allowConsoleError() {
  allowed = true;
}

beforeEach(() => {
  allowed = false;
  spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (!allowed && calls.length > 0) {
    throw new Error(
      `Unexpected console.error: ${calls.map((c) => c.map(String).join(" ")).join("\n")}`,
    );
  }
});
