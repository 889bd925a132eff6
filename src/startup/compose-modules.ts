import "server-only";
import { setLeadMessaging } from "@/modules/leads/server";
import { whatsappForLeads } from "@/modules/whatsapp/server";

/**
 * Plugs modules into the hooks of the modules they depend on, once per process before any request:
 * leads know nothing of WhatsApp, WhatsApp is their messaging channel.
 */
export function composeModules() {
  setLeadMessaging(whatsappForLeads);
}
