/**
 * A kept page is complete when it is kept, but React streamed it: a Suspense boundary still
 * waiting when the shell was sent (a route's loading.tsx) shows its fallback, and the content comes
 * later in the document as a hidden segment that an inline script ($RC) moves into place, a reveal
 * React 19.2 holds back up to 300 ms to batch with others. For visitors of a kept page that is a
 * skeleton flashing and a late largest paint for nothing. This writes each such boundary as React
 * writes one that was ready in time: `<!--$-->content<!--/$-->`, which hydrates the same way.
 * Late parts outside a boundary of their own ($RS: a segment for a placeholder) are put in place
 * too. A page with any other instruction (a boundary left to the client, $RX; one waiting for
 * styles, $RR) is returned as it came.
 */

const OTHER_INSTRUCTIONS = /\$R[XR]\("/;
// $RC(boundary, segment) and $RS(segment, placeholder), in the order React wrote them.
const INSTRUCTION = /\$R([CS])\("([A-Z]:[0-9a-z]+)","([A-Z]:[0-9a-z]+)"\);?/;
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
  for (let call = INSTRUCTION.exec(out); call; call = INSTRUCTION.exec(out)) {
    const [instruction, kind, first, second] = call as unknown as [string, string, string, string];
    const segmentId = kind === "C" ? second : first;
    const segmentOpen = `<div hidden id="${segmentId}">`;
    const segmentStart = out.indexOf(segmentOpen);
    const segmentEnd = segmentStart < 0 ? -1 : divEnd(out, segmentStart + segmentOpen.length);
    // Where the segment goes: a boundary's fallback, or a placeholder.
    const target =
      kind === "C"
        ? `<!--$?--><template id="${first}"></template>`
        : `<template id="${second}"></template>`;
    const targetStart = out.indexOf(target);
    const targetEnd =
      targetStart < 0
        ? -1
        : kind === "C"
          ? boundaryEnd(out, targetStart + target.length)
          : targetStart + target.length;
    if (segmentEnd < 0 || targetEnd < 0) return html;
    // React writes the target, then the segment, then the instruction.
    if (segmentStart < targetEnd || call.index < segmentEnd) return html;
    const content = out.slice(segmentStart + segmentOpen.length, segmentEnd - "</div>".length);
    out =
      out.slice(0, targetStart) +
      (kind === "C" ? "<!--$-->" : "") +
      content +
      out.slice(targetEnd, segmentStart) +
      out.slice(segmentEnd, call.index) +
      out.slice(call.index + instruction.length);
  }
  return out;
}
