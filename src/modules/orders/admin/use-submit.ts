"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, ApiError } from "@/platform/http/api-client";
import { orderKeys } from "./orders-api";

/**
 * One form's post to an order endpoint: its busy state, the server's per-field messages (400) and
 * its message otherwise (409: a rule; 403: a role), then the order and the list are read again.
 */
export function useOrderSubmit(orderId: string, path: string, failure: string) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const submit = async (json: unknown, success: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setFields({});
    setDone(null);
    try {
      await api(`/api/admin/orders/${orderId}/${path}`, { method: "POST", json });
      setDone(success);
      await client.invalidateQueries({ queryKey: orderKeys.all });
      return true;
    } catch (e) {
      const f =
        (e instanceof ApiError &&
          (e.details as { fields?: Record<string, string> } | undefined)?.fields) ||
        {};
      setFields(f);
      setError(e instanceof ApiError ? e.message : failure);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, error, fields, done };
}
