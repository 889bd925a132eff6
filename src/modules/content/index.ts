// content: blog, testimonials, client logos, the about page and footer, and the block documents
// and rich text they are written in. What other modules may use: block documents as data.
export { blocksToPlainText, type BlockDocument } from "./blocks";
export { blockDocSchema } from "./block-schema";
export { FOOTER_TYPES, type FooterType } from "./footer-types";
export * as demoBlocks from "./block-builders";
