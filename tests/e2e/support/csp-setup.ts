import { afterAll, afterEach } from "vitest";
import { takeCspViolations } from "./csp";

// Every e2e test fails on a CSP violation reported in the browser during it (tests that provoke
// one on purpose take it with takeCspViolations() first). Reports arrive over the devtools
// channel a moment after the page sends them, hence the short wait.
async function check(when: string) {
  await new Promise((r) => setTimeout(r, 50));
  const found = takeCspViolations();
  if (found.length)
    throw new Error(`Content-Security-Policy violations ${when}:\n${found.join("\n")}`);
}

afterEach(() => check("during this test"));
afterAll(() => check("after the last test"));
