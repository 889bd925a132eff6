"use client";
// For other modules' screens: hide what the signed-in person's role cannot use (the API refuses
// it anyway with 403).
export { useCan } from "../admin/use-staff-session";
