// The lists bench's content: 100,000 leads (each with a WhatsApp conversation in the sales
// inbox, four sales people owning four in five), 100,000 activity entries and 20,000
// contact messages, written with generate_series (seconds, on both databases) into a database
// that holds the demo or nothing. Names, places and numbers vary so searches select realistically.
import { sql } from "drizzle-orm";
import type { Db } from "../../src/platform/db/open";

export const LIST_SIZES = {
  leads: 100_000,
  conversations: 100_000,
  activity: 100_000,
  messages: 20_000,
};
/** The inbox's sales people (ids of the bench's own user rows). */
export const INBOX_PEOPLE = ["bench-sales-1", "bench-sales-2", "bench-sales-3", "bench-sales-4"];

const FIRST = [
  "Ana",
  "Ben",
  "Chen",
  "Dara",
  "Eli",
  "Farah",
  "Gus",
  "Hana",
  "Ivan",
  "Jun",
  "Kofi",
  "Lena",
];
const CITY = [
  "Austin, TX",
  "Berlin",
  "Chennai",
  "Dubai",
  "Leeds, United Kingdom",
  "Lagos",
  "Madrid",
  "Osaka",
  "Perth",
  "Quito",
  "Seoul",
  "Toronto",
];
const arr = (xs: string[]) =>
  sql.raw(`(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}])`);

export async function seedLists(db: Db): Promise<void> {
  await db.execute(sql`
    insert into games (title, category)
    select 'Bench Game ' || g, (array['Racing','Shooting','Pinball','Sports'])[1 + g % 4]
    from generate_series(1, 40) g`);
  await db.execute(sql`
    insert into leads (name, whatsapp, country_code, location, game_id, status, created_at, updated_at)
    select ${arr(FIRST)}[1 + i % 12] || ' ' || substr(md5(i::text), 1, 6),
      '1555' || lpad(i::text, 7, '0'), '+1', ${arr(CITY)}[1 + (i / 7) % 12],
      g.id, (array['new','contacted','converted','lost'])[1 + i % 4],
      now() - (i * interval '5 minutes'), now() - (i * interval '5 minutes')
    from generate_series(1, ${LIST_SIZES.leads}) i
    join (select id, row_number() over () - 1 as n from games) g on g.n = i % 40`);
  await db.execute(sql`
    insert into "user" (id, name, email, role)
    select 'bench-sales-' || i, 'Bench Sales ' || i, 'bench-sales-' || i || '@example.com', 'sales'
    from generate_series(1, ${INBOX_PEOPLE.length}) i`);
  // Every lead's conversation: the last message a few minutes apart, one in five unassigned,
  // half waiting for us, one in twenty snoozed and one in ten closed.
  await db.execute(sql`
    insert into whatsapp_conversations (lead_id, owner_id, last_message_at, last_direction, last_preview, waiting_since, snoozed_until, closed_at)
    select l.id, case when n % 5 = 0 then null else 'bench-sales-' || (n % 5) end,
      now() - (n * interval '3 minutes'), case when n % 2 = 0 then 'in' else 'out' end,
      'Is the ' || (array['racer','shooter','pinball'])[1 + n % 3] || ' still available? ' || md5(n::text),
      case when n % 2 = 0 then now() - (n * interval '3 minutes') end,
      case when n % 20 = 7 then now() + interval '1 day' end,
      case when n % 10 = 3 then now() - interval '1 hour' end
    from (select id, row_number() over (order by created_at desc) as n from leads) l
    limit ${LIST_SIZES.conversations}`);
  await db.execute(sql`
    insert into contact_messages (name, email, company, message, status, created_at, updated_at)
    select ${arr(FIRST)}[1 + i % 12] || ' ' || substr(md5(i::text), 1, 6),
      'buyer' || i || '@example.com', case when i % 3 = 0 then null else 'Venue ' || (i % 500) end,
      'We would like a quote for ' || (1 + i % 9) || ' cabinets at ' || ${arr(CITY)}[1 + i % 12] || '. Ref ' || md5(i::text),
      (array['new','read','replied','archived'])[1 + i % 4],
      now() - (i * interval '20 minutes'), now() - (i * interval '20 minutes')
    from generate_series(1, ${LIST_SIZES.messages}) i`);
  await db.execute(sql`
    insert into audit_log (at, actor_email, ip, entity, entity_id, action, before, after)
    select now() - (i * interval '3 minutes'), 'staff' || (i % 5) || '@example.com', '203.0.113.' || (i % 250),
      (array['game','lead','blog','contactMessage','staff','faq'])[1 + i % 6], md5(i::text),
      (array['update','status','create','sign-in'])[1 + i % 4],
      jsonb_build_object('status', 'new'), jsonb_build_object('status', 'contacted')
    from generate_series(1, ${LIST_SIZES.activity}) i`);
  await db.execute(sql`analyze`);
}
