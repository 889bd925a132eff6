import { adminRoute } from "@/modules/auth/server/guard";
import { assembleAddress, geocodeAddress } from "@/modules/contact/server/geocode";
import { geocodeSchema } from "@/modules/contact/validation";

export const dynamic = "force-dynamic";

/** The map location for an address, looked up on the server with the server's geocoding key. */
export const POST = adminRoute(
  { permission: { contactSettings: ["update"] }, body: geocodeSchema, audit: { skip: true } },
  async ({ body }) => Response.json({ location: await geocodeAddress(assembleAddress(body)) }),
);
