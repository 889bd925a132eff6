import { queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import type { VitalsSummary } from "../index";

export function vitalsQuery() {
  return queryOptions({
    queryKey: ["vitals"],
    queryFn: () => api<VitalsSummary>("/api/admin/vitals"),
  });
}
