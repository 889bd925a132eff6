import { config } from "zod/v4/core";

// Runs in the browser before the app. Zod probes `new Function("")` to decide whether to compile
// its parsers; our Content-Security-Policy (no 'unsafe-eval') refuses the probe and reports a
// violation each time. Interpreted parsing is plenty for forms.
config({ jitless: true });
