import { queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import type { Locale } from "@/platform/i18n/locales";

type Languages = { enabled: Locale[] };

export const languagesQuery = queryOptions({
  queryKey: ["site-languages"],
  queryFn: () => api<Languages>("/api/admin/site/languages"),
});

export const saveLanguages = (enabled: Locale[]) =>
  api<Languages>("/api/admin/site/languages", { method: "PUT", json: { enabled } });
