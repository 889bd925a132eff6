"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { api, ApiError } from "@/platform/http/api-client";
import { showServerErrors } from "@/ui/form/server-errors";
import { orderKeys } from "./orders-api";

/**
 * One form's post to an order endpoint: the server's per-field messages (400) go onto the form's
 * fields, its message otherwise (409: a rule; 403: a role) is the form's error; then the order
 * and the list are read again. The form's own state says whether it is busy.
 */
export function useOrderSubmit(orderId: string, path: string, failure: string) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** Clears the last outcome: a new try, or a check in the browser that failed. */
  const clear = () => {
    setError(null);
    setDone(null);
  };
  const submit = async <T extends FieldValues>(
    json: unknown,
    success: string,
    setFieldError: UseFormSetError<T>,
  ): Promise<boolean> => {
    clear();
    try {
      await api(`/api/admin/orders/${orderId}/${path}`, { method: "POST", json });
      setDone(success);
      await client.invalidateQueries({ queryKey: orderKeys.all });
      return true;
    } catch (e) {
      // The fields say what is wrong when the server named them; the box is for anything else.
      if (!showServerErrors(e, setFieldError))
        setError(e instanceof ApiError ? e.message : failure);
      return false;
    }
  };
  return { submit, clear, error, done };
}
