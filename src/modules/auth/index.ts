// auth: staff accounts, roles, sign-in (two-step, known devices), sessions and the team screen.
// What other modules and the browser may use: the roles and what each may do.
export { can, isRole, ROLE_LABELS, ROLES, type Permission, type Role } from "./permissions";
