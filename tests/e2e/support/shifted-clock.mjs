// Loaded into a test server with NODE_OPTIONS=--import: its clock reads TEST_CLOCK_START at start
// and runs on from there, for a walk that happens at a given hour (a Friday night) on a build
// that reads the real clock. Only `new Date()` and `Date.now()` move; dates built from a value
// are as given.
const start = Date.parse(process.env.TEST_CLOCK_START ?? "");
if (!Number.isNaN(start)) {
  const Real = Date;
  const offset = start - Real.now();
  const now = () => Real.now() + offset;
  globalThis.Date = new Proxy(Real, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new Real(now()).toString(),
    get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
  });
}
