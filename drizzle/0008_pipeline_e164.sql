-- Existing numbers were stored as the calling code followed by digits ("+44" || "7911..."), so
-- keeping "+" and the digits is their E.164 form; new requests are normalised with
-- libphonenumber-js before insert (leads/server/phone.ts), which also drops a national trunk "0".
UPDATE "leads" SET "whatsapp" = '+' || regexp_replace("whatsapp", '\D', '', 'g')
  WHERE "whatsapp" !~ '^\+[0-9]+$';--> statement-breakpoint
-- Leads already past "new" were contacted by their last change at the latest.
UPDATE "leads" SET "first_contact_at" = "updated_at" WHERE "status" <> 'new' AND "first_contact_at" IS NULL;
