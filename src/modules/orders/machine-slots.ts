import type { QuoteLine } from "@/modules/quotes/schema";

/** One machine the order sold: the line (a game) it is one of, and which of that line's units. */
export type MachineSlot = { line: number; unit: number; gameId: string; description: string };

/**
 * The machines an order must register at installation: one per unit of each line that is a game
 * (freight, installation and parts lines are not machines).
 */
export function machineSlots(lines: readonly QuoteLine[]): MachineSlot[] {
  return lines.flatMap((l, line) =>
    l.kind === "game" && l.gameId
      ? Array.from({ length: l.quantity }, (_, unit) => ({
          line,
          unit,
          gameId: l.gameId!,
          description: l.description,
        }))
      : [],
  );
}
