import { proofFrom } from "../../support/person-proof-http";

export interface LeadFields {
  whatsapp: string;
  name: string;
  gameId: string;
  countryCode?: string;
  location?: string;
  language?: string;
}

/**
 * A price request as the site's form sends it, person-check proof included; `headers` add a
 * visitor's address (x-forwarded-for) or the site's origin.
 */
export async function postLead(
  baseUrl: string,
  lead: LeadFields,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      countryCode: "+1",
      location: "Austin",
      ...lead,
      ...(await proofFrom(baseUrl)),
    }),
  });
}
