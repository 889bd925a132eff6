import type { Checked } from "./contact-rules";

/** The worker's address, set by the public site's build; elsewhere the rules run in the page. */
declare const RULES_WORKER_URL: string | undefined;
const workerUrl = typeof RULES_WORKER_URL === "string" ? RULES_WORKER_URL : null;

export type RulesAsk = { id: number; form: "lead" | "contact"; values: Record<string, unknown> };
type Answers = { lead: Record<string, string>; contact: Checked };

let worker: Worker | null = null;
let failed = !workerUrl || typeof Worker !== "function";
let next = 0;
const waiting = new Map<number, (answer: unknown) => void>();
const inPage = {
  lead: () => import("./lead-rules").then((m) => m.checkLead),
  contact: () => import("./contact-rules").then((m) => m.checkContact),
};

/** Starts the rules' worker (or, where none can start, fetches them into the page) ahead of use. */
export function warmRules(form: keyof Answers): void {
  if (failed) void inPage[form]();
  else start();
}

function start(): Worker | null {
  if (worker || failed) return worker;
  try {
    worker = new Worker(workerUrl!);
  } catch {
    failed = true;
    return null;
  }
  worker.addEventListener("message", (e: MessageEvent<{ id: number; answer: unknown }>) => {
    waiting.get(e.data.id)?.(e.data.answer);
    waiting.delete(e.data.id);
  });
  // A worker that cannot run (a policy, an old browser): the page checks by itself from now on.
  worker.addEventListener("error", () => {
    failed = true;
    worker = null;
    for (const settle of waiting.values()) settle(undefined);
    waiting.clear();
  });
  return worker;
}

/** A form's values under the server's own rules, checked in the worker (or the page). */
export async function checkForm<F extends keyof Answers>(
  form: F,
  values: Record<string, unknown>,
): Promise<Answers[F]> {
  const running = start();
  if (running) {
    const id = next++;
    const answer = await new Promise<unknown>((settle) => {
      waiting.set(id, settle);
      running.postMessage({ id, form, values } satisfies RulesAsk);
    });
    if (answer !== undefined) return answer as Answers[F];
  }
  const check = (await inPage[form]()) as (v: Record<string, unknown>) => Answers[F];
  return check(values);
}
