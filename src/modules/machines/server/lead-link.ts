import "server-only";
import { eq } from "drizzle-orm";
import { leadNumber, leadsFromNumber } from "@/modules/leads/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { operators } from "../schema";
import { operatorMachines } from "./machines";

// A buyer who asked for a price from a WhatsApp number and the operator later registered with the
// same number are one venue: both are stored in E.164, so the number is the link, and neither
// table needs a column for it (a lead merged or an operator's number corrected links anew).

const notFound = (what: string) =>
  new AppError(`${what} not found`, { code: "NOT_FOUND", status: 404 });

/** The operator with the lead's number and their machines, or null when none has it. */
export async function operatorOfLead(leadId: string) {
  const db = await getDb();
  const whatsapp = await leadNumber(leadId, db);
  if (whatsapp === undefined) throw notFound("Lead");
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(operators.whatsapp, whatsapp))
    .limit(1);
  if (!operator) return { operator: null, machines: [] };
  return { operator, machines: await operatorMachines(operator.id) };
}

/** The leads that came from an operator's number, newest first. */
export async function leadsOfOperator(operatorId: string) {
  const db = await getDb();
  const [operator] = await db
    .select({ whatsapp: operators.whatsapp })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  if (!operator) throw notFound("Operator");
  if (!operator.whatsapp) return [];
  return leadsFromNumber(operator.whatsapp, db);
}
