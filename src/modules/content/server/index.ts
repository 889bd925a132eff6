// What other modules may call on the server: the site's connection check reads content's tables,
// and catalog asks whether content still names a stored file before deleting it.
export { contentNamesFile } from "./file-references";
export { probeContentTables } from "./probe";
