import "server-only";
import { asc, inArray, sql } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { isLocale } from "@/platform/i18n/locales";
import { machines, operators, type Operator } from "../schema";
import { findOperator } from "./operators";

/** A buyer as an order knows them: the lead's name, number and language, the quote's address. */
type BuyerContact = {
  name: string;
  /** E.164 as the lead stores it; a buyer known only by WhatsApp's user id has none. */
  whatsapp: string | null;
  email: string | null;
  language: string;
};

/**
 * The buyer's portal account: the operator with their number or address, or a new one. In a
 * savepoint with `on conflict do nothing` (two orders of one buyer at once, or a sign-up meeting
 * an order), so the caller's transaction (a buyer's accept) never fails on it. Null when the buyer
 * has neither a usable number nor an address.
 */
export async function operatorForBuyer(db: Db, buyer: BuyerContact): Promise<Operator | null> {
  const phone = buyer.whatsapp ? parsePhoneNumberFromString(buyer.whatsapp) : undefined;
  const whatsapp = phone?.isValid() ? phone.number : undefined;
  const email = buyer.email?.trim().toLowerCase() || undefined;
  if (!whatsapp && !email) return null;
  const found = await findOperator(db, { whatsapp, email });
  if (found) return found;
  const name = buyer.name.trim() || whatsapp || email!;
  const created = await db.transaction(async (sp) => {
    const [row] = await sp
      .insert(operators)
      .values({
        company: name,
        contactName: name,
        whatsapp: whatsapp ?? null,
        email: email ?? null,
        // The number's country; "ZZ" (unknown) for an address alone. Staff can correct it.
        country: phone?.country ?? "ZZ",
        locale: isLocale(buyer.language) ? buyer.language : "en",
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
  return created ?? (await findOperator(db, { whatsapp, email })) ?? null;
}

/** A machine to register; `field` names its input in the caller's form, for the 409's fields. */
type NewMachine = { serial: string; gameId: string; field: string };

const TAKEN = "A machine with this serial number is already registered";
const TWICE = "This serial number is given for another machine too";

/**
 * Registers an order's machines for its operator, all or none, in the caller's transaction: a
 * serial already registered (in any letter case) or given twice is a 409 naming each field, and
 * nothing is written. The warranty runs from `installDate` (the game's years, as every machine's).
 */
export async function registerMachines(
  db: Db,
  operatorId: string,
  installDate: string,
  list: NewMachine[],
): Promise<Array<{ id: string; serial: string; gameId: string }>> {
  const fields: Record<string, string> = {};
  const first = new Map<string, NewMachine>();
  for (const m of list) {
    const key = m.serial.toUpperCase();
    const earlier = first.get(key);
    if (earlier) fields[m.field] = fields[earlier.field] = TWICE;
    else first.set(key, m);
  }
  const taken = first.size
    ? await db
        .select({ serial: machines.serial })
        .from(machines)
        .where(inArray(sql`upper(${machines.serial})`, [...first.keys()]))
    : [];
  for (const t of taken)
    for (const m of list)
      if (m.serial.toUpperCase() === t.serial.toUpperCase()) fields[m.field] = TAKEN;
  if (Object.keys(fields).length)
    throw new AppError(
      taken.length
        ? `Already registered: ${taken.map((t) => t.serial).join(", ")}. Nothing was registered.`
        : "The same serial number is given for two machines. Nothing was registered.",
      { code: "CONFLICT", status: 409, details: { fields } },
    );
  if (!list.length) return [];
  // Two registrations at once: the unique index refuses the second, the caller's transaction
  // rolls back and the route answers 409.
  return db
    .insert(machines)
    .values(list.map((m) => ({ serial: m.serial, gameId: m.gameId, operatorId, installDate })))
    .returning({ id: machines.id, serial: machines.serial, gameId: machines.gameId });
}

/** The serial and installation date of the given machines, by serial; a deleted one is absent. */
export async function machineSerials(ids: string[], db?: Db) {
  if (ids.length === 0) return [];
  return (db ?? (await getDb()))
    .select({ id: machines.id, serial: machines.serial, installDate: machines.installDate })
    .from(machines)
    .where(inArray(machines.id, ids))
    .orderBy(asc(machines.serial));
}
