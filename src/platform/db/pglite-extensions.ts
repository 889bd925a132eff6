import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The extensions every embedded database is created with: the migrations create pg_trgm (trigram
 * indexes for list search), and an instance without it loaded cannot run them, nor read a data
 * directory or dump that has them. Used wherever a PGlite instance is made (server, backups, tests).
 */
export const pgliteExtensions = { pg_trgm };
