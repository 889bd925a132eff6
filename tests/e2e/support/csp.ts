import type { BrowserContext } from "playwright-core";

/**
 * Content-Security-Policy violations seen by any page of any watched browser context: the
 * `securitypolicyviolation` events each document fires, and Chromium's console reports. The
 * e2e setup (csp-setup.ts) fails the test during which any arrived.
 */
const violations: string[] = [];

export function takeCspViolations(): string[] {
  return violations.splice(0);
}

type Reported = {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
};

const LISTENER = `document.addEventListener("securitypolicyviolation", (e) => {
  window.__reportCspViolation?.({
    directive: e.effectiveDirective || e.violatedDirective,
    blocked: e.blockedURI,
    source: e.sourceFile ? e.sourceFile + ":" + e.lineNumber : "",
    sample: e.sample || "",
    page: location.href,
  });
}, true);`;

export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__reportCspViolation", (_source, v: Reported) => {
    violations.push(
      `${v.directive} blocked ${v.blocked || "(unknown)"} on ${v.page}${v.source ? ` at ${v.source}` : ""}${v.sample ? ` (${v.sample})` : ""}`,
    );
  });
  await context.addInitScript(LISTENER);
  context.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
}
