import { describe, expect, it } from "vitest";
import compile from "icu-minify/compile";
import { translateLeadMessage } from "@/site-client/lead-messages";
import es from "../../messages/es.json";

// As the page has them: compiled at build time (next.config.mjs).
const source = (es as { Pricing: { errors: Record<string, string> } }).Pricing.errors;
const errors = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compile(v)]));
const fill = (text: string, code: string) => text.replace("{code}", code);

describe("the price form's messages in the page's language", () => {
  it("words a number-length verdict with its calling code", () => {
    expect(translateLeadMessage("This number is too short for +44", errors)).toBe(
      fill(source.tooShort!, "+44"),
    );
    expect(translateLeadMessage("This is not a valid number for +91", errors)).toBe(
      fill(source.notValid!, "+91"),
    );
  });

  it("translates the rules' field messages, and leaves any other message as sent", () => {
    expect(translateLeadMessage("Please enter your name", errors)).toBe(source.nameRequired);
    expect(translateLeadMessage("Unknown game", errors)).toBe("Unknown game");
    expect(translateLeadMessage("Please enter your name", undefined)).toBe(
      "Please enter your name",
    );
  });
});
