/**
 * A kept page is complete when it is kept, but React streamed it: a Suspense boundary still
 * waiting when the shell was sent (a route's loading.tsx) shows its fallback, and the content comes
 * later in the document as a hidden segment that an inline script ($RC) moves into place, a reveal
 * React 19.2 holds back up to 300 ms to batch with others. For visitors of a kept page that is a
 * skeleton flashing and a late largest paint for nothing. This writes each such boundary as React
 * writes one that was ready in time: `<!--$-->content<!--/$-->`, which hydrates the same way.
 * A page with any other streaming instruction (client-rendered or nested segments) is returned as
 * it came.
 */

const OTHER_INSTRUCTIONS = /\$R[SXR]\("|<template id="P:/;
const REVEAL_CALL = /\$RC\("(B:[0-9a-z]+)","(S:[0-9a-z]+)"\);?/;
const BOUNDARY_COMMENT = /<!--(\/?)([$&][?!~]?)-->/g;
const DIV_TAG = /<(\/?)div\b/g;

/** Index just past the `</div>` that closes the div whose content starts at `from`, or -1. */
function divEnd(html: string, from: number): number {
  DIV_TAG.lastIndex = from;
  let depth = 1;
  for (let m = DIV_TAG.exec(html); m; m = DIV_TAG.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + "</div>".length;
  }
  return -1;
}

/** Index of the `<!--/$-->` that closes a boundary whose content starts at `from`, or -1. */
function boundaryEnd(html: string, from: number): number {
  BOUNDARY_COMMENT.lastIndex = from;
  let depth = 1;
  for (let m = BOUNDARY_COMMENT.exec(html); m; m = BOUNDARY_COMMENT.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return -1;
}

export function resolveBoundaries(html: string): string {
  if (OTHER_INSTRUCTIONS.test(html)) return html;
  let out = html;
  for (let call = REVEAL_CALL.exec(out); call; call = REVEAL_CALL.exec(out)) {
    const [instruction, boundaryId, segmentId] = call as unknown as [string, string, string];
    const segmentOpen = `<div hidden id="${segmentId}">`;
    const segmentStart = out.indexOf(segmentOpen);
    const segmentEnd = segmentStart < 0 ? -1 : divEnd(out, segmentStart + segmentOpen.length);
    const pending = `<!--$?--><template id="${boundaryId}"></template>`;
    const boundaryStart = out.indexOf(pending);
    const fallbackEnd = boundaryStart < 0 ? -1 : boundaryEnd(out, boundaryStart + pending.length);
    if (segmentEnd < 0 || fallbackEnd < 0) return html;
    // React writes the fallback, then the segment, then the instruction.
    if (segmentStart < fallbackEnd || call.index < segmentEnd) return html;
    const content = out.slice(segmentStart + segmentOpen.length, segmentEnd - "</div>".length);
    out =
      out.slice(0, boundaryStart) +
      "<!--$-->" +
      content +
      out.slice(fallbackEnd, segmentStart) +
      out.slice(segmentEnd, call.index) +
      out.slice(call.index + instruction.length);
  }
  return out;
}
