import type { Locator } from "playwright-core";

/**
 * The message a field's assistive technology reads with it: the text of the elements its
 * aria-describedby names (hint and error), once the field is marked invalid.
 */
export async function fieldMessage(field: Locator): Promise<string> {
  await field.and(field.page().locator("[aria-invalid=true]")).waitFor();
  return field.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .filter(Boolean)
      .join(" | "),
  );
}

/** Whether the field holds the keyboard focus. */
export const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement);
