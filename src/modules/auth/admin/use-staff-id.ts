"use client";
import { useStaffSession } from "./use-staff-session";

/** The signed-in person's id, for other modules' screens (e.g. "my own note"); null while loading. */
export function useStaffId(): string | null {
  return useStaffSession().user?.id ?? null;
}
