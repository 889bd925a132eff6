/** The product name, used as the default page title suffix. */
export const SITE_NAME = "Arcadia Machines";
