import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * What every scan checks: WCAG 2.0, 2.1 and 2.2 A/AA plus axe's best practices. axe-core 4.14
 * leaves some rules off by default whatever the tags: target-size (WCAG 2.2 2.5.8, tagged
 * wcag22aa) among them, so it is switched on by name. The other default-off rules are deprecated
 * (aria-roledescription, audio-caption, duplicate-id*, landmark-complementary-is-top-level) or AAA
 * (color-contrast-enhanced, identical-links-same-purpose, meta-refresh-no-exceptions).
 */
export const AXE_OPTIONS = {
  runOnly: {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  },
  rules: { "target-size": { enabled: true } },
  resultTypes: ["violations"],
} as const;

/**
 * Loads axe-core into the page through the devtools protocol: a script tag would be an inline
 * script without the page's CSP nonce, which the policy (rightly) refuses.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(AXE_SOURCE);
}

/**
 * Serious and critical axe-core violations on the current page (or inside `include`, a CSS
 * selector), each as "rule: up to three offending nodes".
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await injectAxe(page);
  const result = await page.evaluate(
    async ({ options, include }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document | { include: string[] },
              opts: object,
            ) => Promise<{
              violations: Array<{
                id: string;
                impact: string;
                nodes: Array<{ target: string[]; failureSummary?: string }>;
              }>;
            }>;
          };
        }
      ).axe;
      return axe.run(include ? { include: [include] } : document, options);
    },
    { options: AXE_OPTIONS, include },
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}
