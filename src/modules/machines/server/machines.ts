import "server-only";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { games } from "@/modules/catalog/schema";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { PAGE_SIZE, type Page } from "@/platform/lists/params";
import { containsLower } from "@/platform/lists/search";
import { warrantyEnd, warrantyStatus, type WarrantyStatus } from "../index";
import { machines, operators } from "../schema";
import type { MachineInput, MachineListParams } from "../validation";
import { findOrCreateOperator } from "./operators";

export type MachineRow = {
  id: string;
  serial: string;
  gameId: string;
  gameTitle: string;
  installDate: string;
  warrantyEnd: string;
  warranty: WarrantyStatus;
  notes: string;
  operatorId: string;
  company: string;
  contactName: string;
  whatsapp: string | null;
  email: string | null;
  country: string;
  locale: string;
  createdAt: Date;
};

const columns = {
  id: machines.id,
  serial: machines.serial,
  gameId: machines.gameId,
  gameTitle: games.title,
  warrantyYears: games.warrantyYears,
  installDate: machines.installDate,
  notes: machines.notes,
  operatorId: machines.operatorId,
  company: operators.company,
  contactName: operators.contactName,
  whatsapp: operators.whatsapp,
  email: operators.email,
  country: operators.country,
  locale: operators.locale,
  createdAt: machines.createdAt,
};

type Raw = Omit<MachineRow, "warrantyEnd" | "warranty"> & { warrantyYears: number };

function withWarranty({ warrantyYears, ...m }: Raw): MachineRow {
  return {
    ...m,
    warrantyEnd: warrantyEnd(m.installDate, warrantyYears),
    warranty: warrantyStatus(m.installDate, warrantyYears),
  };
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(machines)
    .innerJoin(games, eq(games.id, machines.gameId))
    .innerJoin(operators, eq(operators.id, machines.operatorId));

const searchText = sql`lower(${machines.serial} || chr(31) || ${games.title} || chr(31) || ${operators.company} || chr(31) || ${operators.contactName} || chr(31) || coalesce(${operators.email}, '') || chr(31) || coalesce(${operators.whatsapp}, ''))`;

async function listMachinesPage(p: MachineListParams): Promise<Page<MachineRow>> {
  const db = await getDb();
  const where = p.q ? containsLower(searchText, p.q) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      // As machines_created_idx has it ("desc" alone means nulls first: another order).
      .orderBy(sql`${machines.createdAt} desc nulls last`, sql`${machines.id} desc nulls last`)
      .limit(PAGE_SIZE)
      .offset((p.page - 1) * PAGE_SIZE),
    // Every machine has its game and operator (foreign keys): without a search, no join to count.
    where
      ? db
          .select({ n: count() })
          .from(machines)
          .innerJoin(games, eq(games.id, machines.gameId))
          .innerJoin(operators, eq(operators.id, machines.operatorId))
          .where(where)
      : db.select({ n: count() }).from(machines),
  ]);
  return { rows: rows.map(withWarranty), total: total?.n ?? 0, page: p.page, pageSize: PAGE_SIZE };
}

/** GET /api/admin/machines's answer (also rendered with the machines page). */
export async function machinesAnswer(p: MachineListParams) {
  const page = await listMachinesPage(p);
  return { machines: page.rows, total: page.total, page: page.page, pageSize: page.pageSize };
}

export async function getMachine(id: string): Promise<MachineRow | null> {
  const [row] = await joined(await getDb())
    .where(eq(machines.id, id))
    .limit(1);
  return row ? withWarranty(row) : null;
}

export async function machinesByIds(ids: string[]): Promise<MachineRow[]> {
  if (!ids.length) return [];
  const rows = await joined(await getDb())
    .where(inArray(machines.id, ids))
    .orderBy(machines.serial);
  return rows.map(withWarranty);
}

/** Machines of one operator, or one of them by serial (null: not theirs or not there). */
export async function operatorMachines(operatorId: string): Promise<MachineRow[]> {
  const rows = await joined(await getDb())
    .where(eq(machines.operatorId, operatorId))
    .orderBy(machines.serial);
  return rows.map(withWarranty);
}

export async function operatorMachine(
  operatorId: string,
  serial: string,
): Promise<MachineRow | null> {
  const [row] = await joined(await getDb())
    .where(
      and(eq(machines.operatorId, operatorId), sql`upper(${machines.serial}) = upper(${serial})`),
    )
    .limit(1);
  return row ? withWarranty(row) : null;
}

const serialTaken = () =>
  new AppError("A machine with this serial number is already registered", {
    code: "CONFLICT",
    status: 409,
    details: { fields: { serial: "A machine with this serial number is already registered" } },
  });

/** Registers one machine, with its operator found by number or email or created. */
export async function createMachine(db: Db, input: MachineInput): Promise<{ id: string }> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.id, input.gameId))
    .limit(1);
  if (!game)
    throw new AppError("Game not found", {
      code: "VALIDATION",
      status: 400,
      details: { fields: { gameId: "Game not found" } },
    });
  let operatorId = input.operatorId;
  if (!operatorId) {
    if (!input.operator)
      throw new AppError("Operator is required", {
        code: "VALIDATION",
        status: 400,
        details: { fields: { operator: "Operator is required" } },
      });
    operatorId = (await findOrCreateOperator(db, input.operator)).id;
  }
  const [taken] = await db
    .select({ id: machines.id })
    .from(machines)
    .where(sql`upper(${machines.serial}) = upper(${input.serial})`)
    .limit(1);
  if (taken) throw serialTaken();
  const [row] = await db
    .insert(machines)
    .values({
      serial: input.serial,
      gameId: game.id,
      operatorId,
      installDate: input.installDate,
      notes: input.notes,
    })
    .returning({ id: machines.id });
  return row!;
}
