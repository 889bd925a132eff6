import { startStub } from "./http-stub";

/** ipapi.co's protocol: GET /json/ or /{ip}/json/ → { country_calling_code, ... }. */
export function startGeoIpStub(answer: {
  code?: string | null;
  status?: number;
  delayMs?: number;
}) {
  return startStub(() => ({
    status: answer.status ?? 200,
    delayMs: answer.delayMs,
    json:
      answer.code === null
        ? { ip: "203.0.113.9", country: "XX" }
        : { ip: "203.0.113.9", country: "US", country_calling_code: answer.code ?? "+1" },
  }));
}
