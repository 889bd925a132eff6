// What other modules' back-office screens may use from auth: hide what the signed-in person's role
// cannot use (the API refuses it anyway with 403), and who is signed in (e.g. "my own note").
export { useCan } from "./use-staff-session";
export { useStaffId } from "./use-staff-id";
