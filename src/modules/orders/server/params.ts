import "server-only";
import { z } from "zod";
import { orderNotFound } from "./queries";

/** The order id of a route: anything but a uuid is an order that does not exist (404). */
export function orderIdOf(params: { id: string }): string {
  if (!z.uuid().safeParse(params.id).success) throw orderNotFound();
  return params.id;
}
