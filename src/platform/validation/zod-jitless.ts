/** Where zod 4 keeps its global configuration (`config()` writes the same object). */
export const ZOD_CONFIG_GLOBAL = "__zod_globalConfig";
