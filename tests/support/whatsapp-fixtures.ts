import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Meta's documented example webhook payloads (tests/fixtures/whatsapp), with the placeholders
 * filled in for the test setup: phone number id 1098765, account 555000, one sender per file.
 */
export function waFixture(name: string): {
  entry: Array<{
    time?: number;
    changes: Array<{ value: Record<string, unknown> & { messages?: Record<string, unknown>[] } }>;
  }>;
} {
  const file = path.join(import.meta.dirname, "..", "fixtures", "whatsapp", `${name}.json`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The first message of a fixture (to adapt its ids or timestamp to a test). */
export const firstMessage = (payload: ReturnType<typeof waFixture>) =>
  payload.entry[0]!.changes[0]!.value.messages![0]!;

/**
 * The first Ogg page of an Opus voice note (what WhatsApp records): the container and the
 * OpusHead packet, so the bytes are recognised as audio/ogg; codecs=opus by their content.
 */
export function opusVoiceNote(): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "latin1");
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // mono
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48_000, 12);
  const page = Buffer.alloc(28);
  page.write("OggS", 0, "latin1");
  page.writeUInt8(2, 5); // beginning of stream
  page.writeUInt32LE(0x5741, 14); // serial
  page.writeUInt8(1, 26); // one segment
  page.writeUInt8(head.length, 27);
  return Buffer.concat([page, head]);
}

/** The fixture as sent by another buyer: its sender's number in the message and the contacts. */
export function fromSender(payload: ReturnType<typeof waFixture>, from: string, id?: string) {
  for (const change of payload.entry[0]!.changes) {
    for (const m of change.value.messages ?? []) Object.assign(m, { from }, id ? { id } : {});
    for (const c of (change.value.contacts ?? []) as Array<{ wa_id?: string }>) c.wa_id = from;
  }
  return payload;
}
