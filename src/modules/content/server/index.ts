// What other modules may call on the server: the site's connection check reads content's tables.
export { probeContentTables } from "./probe";
