import type en from "../../../messages/en.json";

/** A catalogue's shape: English's, which every other catalogue matches (unit-tested). */
export type Messages = typeof en;
