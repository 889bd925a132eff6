/**
 * Runs `run` after the browser has painted the next frame: what a tap starts but does not show
 * (fetches, workers, the page held still behind a dialog) leaves the frame that answers the tap
 * alone.
 */
export function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}
