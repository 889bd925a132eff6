// What other modules may use from content without reaching into it: block documents as data.
export { blocksToPlainText, type BlockDocument } from "./blocks";
export { blockDocSchema } from "./block-schema";
export * as demoBlocks from "./block-builders";
