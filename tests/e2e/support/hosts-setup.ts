import { afterAll, afterEach } from "vitest";
import { takeOffHostRequests } from "./hosts";

// Every e2e test fails when a page it drove requested another host than the site under test
// (support/hosts.ts). Request events arrive over the devtools channel, hence the short wait.
async function check(when: string) {
  await new Promise((r) => setTimeout(r, 50));
  const found = takeOffHostRequests();
  if (found.length)
    throw new Error(
      `Requests from the browser to another host than the site ${when}:\n${found.join("\n")}`,
    );
}

afterEach(() => check("during this test"));
afterAll(() => check("after the last test"));
