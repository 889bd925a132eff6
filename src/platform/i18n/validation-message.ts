/**
 * The shared zod schemas speak the product's English (the API answers in it, and the English pages
 * show it unchanged). A public form shows a schema's message in the page's language by looking
 * the English text up here; a message not listed (a rare length or character rule) stays English.
 */
export function translatedMessage<K extends string>(
  message: string | undefined,
  keys: Readonly<Record<string, K>>,
  t: (key: K) => string,
): string | undefined {
  if (!message) return message;
  const key = keys[message];
  return key ? t(key) : message;
}
