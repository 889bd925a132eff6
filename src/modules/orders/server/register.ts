import "server-only";
import { eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { findLead } from "@/modules/leads/server";
import { operatorForBuyer, registerMachines } from "@/modules/machines/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { machineSlots, type MachineSlot } from "../machine-slots";
import { orderMachines, orders, orderStageChanges, type Order } from "../schema";
import { machineSerial, type RegisterMachinesInput } from "../validation";
import { queueStageNotice } from "./notify";
import { loadOrder } from "./queries";

type Actor = { id: string };

const invalid = (message: string, fields: Record<string, string>) =>
  new AppError(message, { code: "VALIDATION", status: 400, details: { fields } });
const conflict = (message: string) => new AppError(message, { code: "CONFLICT", status: 409 });

/**
 * A CSV's serials in the order's machine order: each line is a serial, optionally followed by
 * its game (title or line description, or the game's id) after a comma; a header line naming
 * "serial" is skipped. A line with a game takes the next machine of that game; the others fill
 * the rest in order. Every problem names its line.
 */
function serialsFromCsv(text: string, slots: MachineSlot[]): string[] {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (e) {
    throw invalid("The CSV file could not be read", {
      csv: `The CSV file could not be read: ${(e as Error).message}`,
    });
  }
  if (rows[0]?.[0]?.toLowerCase() === "serial") rows = rows.slice(1);
  if (rows.length !== slots.length)
    throw invalid(`The order has ${slots.length} machines; the file has ${rows.length} serials`, {
      csv: `The order has ${slots.length} machines; the file has ${rows.length} serials`,
    });
  const serials: Array<string | undefined> = slots.map(() => undefined);
  const loose: Array<{ serial: string; line: number }> = [];
  const problems: string[] = [];
  rows.forEach(([serial = "", game = ""], i) => {
    const line = i + 1;
    const check = machineSerial.safeParse(serial);
    if (!check.success) {
      problems.push(`Line ${line}: ${check.error.issues[0]!.message}`);
      return;
    }
    if (!game) return loose.push({ serial: check.data, line });
    const g = game.trim().toLowerCase();
    const at = slots.findIndex(
      (s, k) =>
        serials[k] === undefined &&
        (s.gameId.toLowerCase() === g || s.description.trim().toLowerCase() === g),
    );
    if (at < 0) problems.push(`Line ${line}: the order has no other machine of "${game}"`);
    else serials[at] = check.data;
  });
  for (const { serial } of loose) {
    const at = serials.indexOf(undefined);
    if (at >= 0) serials[at] = serial;
  }
  if (problems.length) throw invalid(problems[0]!, { csv: problems.join("\n") });
  return serials as string[];
}

/** The serials given per machine, checked against the order's machine list. */
function serialsOf(input: RegisterMachinesInput, slots: MachineSlot[]): string[] {
  if (!slots.length) throw conflict("This order has no machines to register.");
  if (input.csv) return serialsFromCsv(input.csv, slots);
  const serials = input.serials ?? [];
  if (serials.length !== slots.length) {
    const message = `The order has ${slots.length} machines: give each its serial number`;
    throw invalid(message, { serials: message });
  }
  return serials;
}

async function buyerOperatorId(tx: Db, order: Order): Promise<string> {
  if (order.operatorId) return order.operatorId;
  // An order made before portal accounts came with orders: its buyer gets one now.
  const lead = await findLead(order.leadId, tx);
  const operator = lead
    ? await operatorForBuyer(tx, {
        name: lead.name,
        whatsapp: lead.whatsapp,
        language: lead.language,
        email: order.buyerEmail,
      })
    : null;
  if (!operator)
    throw conflict(
      "The buyer has no WhatsApp number or email: their portal account cannot be made.",
    );
  await tx.update(orders).set({ operatorId: operator.id }).where(eq(orders.id, order.id));
  return operator.id;
}

/**
 * Registers every machine of a delivered order with its serial and installation date, all or
 * none: the machines module makes them for the buyer's operator (so they are in the buyer's portal
 * with their warranty from that date), this order records which they are, and the order becomes
 * installed (its stage change, and the buyer told) in the same transaction.
 */
export async function registerOrderMachines(
  orderId: string,
  input: RegisterMachinesInput,
  actor: Actor,
  now = new Date(),
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { order } = await loadOrder(tx, orderId, now, true);
    if (order.stage !== "delivered")
      throw conflict(
        order.stage === "installed"
          ? "This order's machines are already registered."
          : "Machines are registered once the order is delivered.",
      );
    const slots = machineSlots(order.lines);
    const serials = serialsOf(input, slots);
    const operatorId = await buyerOperatorId(tx, order);
    const made = await registerMachines(
      tx,
      operatorId,
      input.installDate,
      slots.map((s, i) => ({ serial: serials[i]!, gameId: s.gameId, field: `serials.${i}` })),
    );
    await tx
      .insert(orderMachines)
      .values(
        made.map((m, i) => ({ orderId, machineId: m.id, line: slots[i]!.line, createdAt: now })),
      );
    const [updated] = await tx
      .update(orders)
      .set({ stage: "installed", updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStageChanges).values({
      orderId,
      fromStage: order.stage,
      toStage: "installed",
      actorId: actor.id,
      details: { installDate: input.installDate, machines: String(made.length) },
      createdAt: now,
    });
    await queueStageNotice(tx, updated!, "installed", now, { installDate: input.installDate });
    return {
      order: updated!,
      machines: made.map((m) => ({ ...m, installDate: input.installDate })),
    };
  });
}
