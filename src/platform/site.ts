/** The product name, used as the default page title suffix (SPEC.md section 9). */
export const SITE_NAME = "Arcadia Machines";
