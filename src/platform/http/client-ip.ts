/** The caller's IP: the first X-Forwarded-For hop (set by our proxy), else X-Real-IP, else "local". */
export function clientIp(request: Request): string {
  const fwd = request.headers.get("x-forwarded-for");
  if (fwd) return fwd.split(",")[0]!.trim();
  return request.headers.get("x-real-ip") ?? "local";
}
