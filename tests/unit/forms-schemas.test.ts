import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  backupCodeSchema,
  confirmPasswordSchema,
  signInSchema,
  totpCodeSchema,
} from "@/modules/auth/validation";
import {
  CATEGORY_EXISTS,
  categoryNameFormSchema,
  mediaDetailsSchema,
  mediaSchema,
} from "@/modules/catalog/validation";
import {
  followUpFormSchema,
  followUpSchema,
  noteSchema,
} from "@/modules/leads/pipeline-validation";
import { REPLY_MAX, whatsappReplySchema } from "@/modules/whatsapp/validation";
import { siteLanguagesSchema } from "@/modules/site/validation";

/** The first message of a refused value, keyed by the field's path (as the forms show it). */
function refusal(schema: z.ZodType, value: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

// Each back-office form is checked in the browser by the schema its endpoint parses: these are
// the values the forms refuse, with the words shown at the field.
describe("the back-office forms' schemas", () => {
  it("sign-in: email and password, with the address checked", () => {
    expect(refusal(signInSchema, { email: "", password: "" })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(refusal(signInSchema, { email: "not-an-email", password: "x" })).toEqual({
      email: "Please enter a valid email address",
    });
    expect(signInSchema.parse({ email: " Owner@Example.com ", password: "x" }).email).toBe(
      "owner@example.com",
    );
  });

  it("two-step: six digits from the app, a backup code, the password again", () => {
    expect(refusal(totpCodeSchema, { code: "12345" })).toEqual({ code: "Enter the 6-digit code" });
    expect(refusal(totpCodeSchema, { code: "12345a" })).toEqual({ code: "Enter the 6-digit code" });
    expect(refusal(totpCodeSchema, { code: "123456" })).toBeNull();
    expect(refusal(backupCodeSchema, { code: " " })).toEqual({ code: "Enter a backup code" });
    expect(refusal(backupCodeSchema, { code: "abcde-12345" })).toBeNull();
    expect(refusal(confirmPasswordSchema, { password: "" })).toEqual({
      password: "Password is required",
    });
  });

  it("lead note: blank refused", () => {
    expect(refusal(noteSchema, { body: "  \n " })).toEqual({ body: "Write a note first" });
    expect(noteSchema.parse({ body: " Called \n" }).body).toBe("Called");
  });

  it("follow-up: the datetime-local value read in the browser's zone, the endpoint's rule", () => {
    expect(refusal(followUpFormSchema, { followUpAt: "" })).toEqual({
      followUpAt: "Choose a date and time",
    });
    expect(refusal(followUpFormSchema, { followUpAt: "not a date" })).toEqual({
      followUpAt: "Choose a date and time",
    });
    const local = "2030-03-02T14:30";
    const { followUpAt } = followUpFormSchema.parse({ followUpAt: local });
    expect(followUpAt.getTime()).toBe(new Date(local).getTime());
    // What the form then sends is what the endpoint accepts.
    expect(followUpSchema.parse({ followUpAt: followUpAt.toISOString() }).followUpAt).toEqual(
      followUpAt,
    );
  });

  it("WhatsApp reply: blank or too long refused", () => {
    expect(refusal(whatsappReplySchema, { kind: "text", text: " \n" })).toEqual({
      text: "Reply is required",
    });
    expect(refusal(whatsappReplySchema, { kind: "text", text: "x".repeat(REPLY_MAX + 1) })).toEqual(
      { text: `Reply must be at most ${REPLY_MAX} characters` },
    );
    expect(refusal(whatsappReplySchema, { kind: "template", name: "", language: "" })).toEqual({
      name: "Choose a template",
      language: "Choose a template",
    });
  });

  it("languages: English stays on", () => {
    expect(refusal(siteLanguagesSchema, { enabled: ["es"] })).toEqual({
      enabled: "English is the site's default language and cannot be turned off",
    });
    expect(refusal(siteLanguagesSchema, { enabled: ["en", "es"] })).toBeNull();
  });

  it("category name: required, and not one already taken whatever its case", () => {
    const form = categoryNameFormSchema(["Racing", "Sports"]);
    expect(refusal(form, { name: "  " })).toEqual({ name: "Category name is required" });
    expect(refusal(form, { name: " RACING " })).toEqual({ name: CATEGORY_EXISTS });
    expect(form.parse({ name: " Pinball " }).name).toBe("Pinball");
  });

  it("add media: the form asks a video's title and description; the endpoint stores blanks", () => {
    const video = { type: "video", title: " ", description: "", mediaType: "gameplay" };
    expect(refusal(mediaDetailsSchema, video)).toEqual({
      title: "Video title is required",
      description: "Video description is required",
    });
    // The endpoint's own rule: a blank is stored as "Untitled Video" / "No description provided".
    expect(refusal(mediaSchema, { ...video, url: "/storage/game-media/a.mp4" })).toBeNull();
    // An image needs nothing but its file; the video's fields left in the form are dropped.
    expect(mediaDetailsSchema.parse({ ...video, type: "image" })).toEqual({ type: "image" });
  });
});
