/**
 * The back office's fetch for better-auth. Some steps replace the session (the first two-step
 * code, for one, swaps the cookie and deletes the old session). A session check sent just before
 * such a step can be answered after the old session is gone: "no session", although the person
 * is signed in. Taken at its word, that answer signs the page out and loses what it showed (the
 * backup codes, shown once). So a check that finds no session while a change was sent after it
 * asks again once the changes on their way have answered and the new cookie is in place.
 */
export function createSessionFetch(
  base: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  let changes = 0;
  let settled: Promise<void> = Promise.resolve();

  return async (input, init) => {
    if ((init?.method ?? "GET").toUpperCase() !== "GET") {
      changes++;
      const answer = base(input, init);
      settled = Promise.allSettled([settled, answer]).then(() => undefined);
      return answer;
    }
    const changesWhenSent = changes;
    const response = await base(input, init);
    if (changesWhenSent === changes || !response.ok || !isSessionCheck(input)) return response;
    if ((await response.clone().json()) !== null) return response;
    await settled;
    return base(input, init);
  };
}

function isSessionCheck(input: RequestInfo | URL): boolean {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, "http://local").pathname.endsWith("/get-session");
}
