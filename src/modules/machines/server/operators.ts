import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { operators, type Operator } from "../schema";
import type { OperatorInput } from "../validation";

/**
 * The operator with this WhatsApp number or email, or a new one: a second machine for the same
 * venue joins its account instead of making another.
 */
export async function findOrCreateOperator(db: Db, input: OperatorInput): Promise<Operator> {
  const found = await findOperator(db, input);
  if (found) return found;
  const [row] = await db
    .insert(operators)
    .values({
      company: input.company,
      contactName: input.contactName,
      whatsapp: input.whatsapp ?? null,
      email: input.email ?? null,
      country: input.country,
      locale: input.locale,
    })
    .returning();
  return row!;
}

export async function findOperator(
  db: Db,
  contact: { whatsapp?: string; email?: string },
): Promise<Operator | undefined> {
  const conditions = [
    contact.whatsapp ? eq(operators.whatsapp, contact.whatsapp) : undefined,
    contact.email ? sql`lower(${operators.email}) = ${contact.email.toLowerCase()}` : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return undefined;
  const [row] = await db
    .select()
    .from(operators)
    .where(or(...conditions))
    .limit(1);
  return row;
}
