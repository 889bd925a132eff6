import "server-only";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { decryptSecret, encryptSecret, maskSecret } from "@/platform/secrets";
import { whatsappSettings, type WhatsappSettings } from "../schema";
import type { whatsappSettingsSchema } from "../validation";
import type { z } from "zod";

export type WhatsappConfig = Omit<WhatsappSettings, "accessToken" | "appSecret"> & {
  accessToken: string;
  appSecret: string | null;
  /** A stored secret no longer decrypts: SECRETS_KEY or AUTH_SECRET changed since it was saved. */
  secretsUnreadable: boolean;
};

/** What the browser may see: the secrets only as "set" flags and a masked hint. */
export type WhatsappSettingsView = {
  apiVersion: string;
  phoneNumberId: string;
  businessAccountId: string;
  verifyToken: string;
  templateName: string;
  templateLanguage: string;
  active: boolean;
  accessTokenSet: boolean;
  accessTokenHint: string;
  appSecretSet: boolean;
  secretsUnreadable: boolean;
  updatedAt: string | null;
};

async function readRow(): Promise<WhatsappSettings | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(whatsappSettings).limit(1);
  return row;
}

/** null when nothing is stored, undefined when what is stored no longer decrypts. */
function decrypted(value: string | null): string | null | undefined {
  if (!value) return null;
  try {
    return decryptSecret(value);
  } catch {
    // The key changed since saving; staff must enter the secret again.
    return undefined;
  }
}

const decryptOrEmpty = (value: string | null) => decrypted(value) ?? "";

/** The stored settings with secrets decrypted, for server-side use only. */
export async function loadWhatsappConfig(): Promise<WhatsappConfig | null> {
  const row = await readRow();
  if (!row) return null;
  const accessToken = decrypted(row.accessToken);
  const appSecret = decrypted(row.appSecret);
  return {
    ...row,
    accessToken: accessToken ?? "",
    appSecret: appSecret || null,
    secretsUnreadable: accessToken === undefined || appSecret === undefined,
  };
}

/**
 * The settings for the webhook's signature check, read at most once a second: under Meta's bursts
 * every post would otherwise read and decrypt the row. Saving here forgets it at once; a changed
 * SECRETS_KEY (a new config) too.
 */
const webhookMemo: { at: number; key?: object; value?: WhatsappConfig | null } = { at: 0 };
export async function loadWebhookConfig(): Promise<WhatsappConfig | null> {
  const key = config();
  if (webhookMemo.key === key && Date.now() - webhookMemo.at < 1000) return webhookMemo.value!;
  const value = await loadWhatsappConfig();
  Object.assign(webhookMemo, { at: Date.now(), key, value });
  return value;
}

export async function getWhatsappSettingsView(): Promise<WhatsappSettingsView | null> {
  const cfg = await loadWhatsappConfig();
  if (!cfg) return null;
  return {
    apiVersion: cfg.apiVersion,
    phoneNumberId: cfg.phoneNumberId,
    businessAccountId: cfg.businessAccountId,
    verifyToken: cfg.verifyToken,
    templateName: cfg.templateName,
    templateLanguage: cfg.templateLanguage,
    active: cfg.active,
    accessTokenSet: cfg.accessToken !== "",
    accessTokenHint: cfg.accessToken ? maskSecret(cfg.accessToken) : "",
    appSecretSet: Boolean(cfg.appSecret),
    secretsUnreadable: cfg.secretsUnreadable,
    updatedAt: cfg.updatedAt ? cfg.updatedAt.toISOString() : null,
  };
}

export class MissingTokenError extends Error {}

/** Upserts the single row; an empty token or app secret keeps what is stored. */
export async function saveWhatsappSettings(
  input: z.output<typeof whatsappSettingsSchema>,
): Promise<WhatsappSettingsView> {
  const db = await getDb();
  const existing = await readRow();
  const accessToken = input.accessToken ? encryptSecret(input.accessToken) : existing?.accessToken;
  if (!accessToken || (!input.accessToken && !decryptOrEmpty(accessToken)))
    throw new MissingTokenError();
  const appSecret = input.clearAppSecret
    ? null
    : input.appSecret
      ? encryptSecret(input.appSecret)
      : (existing?.appSecret ?? null);
  const values = {
    apiVersion: input.apiVersion,
    phoneNumberId: input.phoneNumberId,
    accessToken,
    businessAccountId: input.businessAccountId,
    verifyToken: input.verifyToken,
    appSecret,
    templateName: input.templateName,
    templateLanguage: input.templateLanguage,
    active: input.active,
    updatedAt: new Date(),
  };
  await db
    .insert(whatsappSettings)
    .values({ singleton: true, ...values })
    .onConflictDoUpdate({ target: whatsappSettings.singleton, set: values });
  webhookMemo.at = 0;
  return (await getWhatsappSettingsView())!;
}
