import { describe, expect, it } from "vitest";
import { signInErrorMessage } from "@/modules/auth/sign-in-error";

describe("sign-in error texts", () => {
  it.each([
    [{ message: "Invalid login credentials" }, "Invalid email or password"],
    [{ message: "AuthApiError: Invalid login credentials (400)" }, "Invalid email or password"],
    [
      { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password", status: 401 },
      "Invalid email or password",
    ],
    [{ message: "Email not confirmed" }, "Please confirm your email address"],
    [
      { code: "EMAIL_NOT_VERIFIED", message: "Email not verified", status: 403 },
      "Please confirm your email address",
    ],
    [
      { message: "Too many failed sign-in attempts. Please try again in 15 minutes.", status: 429 },
      "Too many failed sign-in attempts. Please try again in 15 minutes.",
    ],
    [new Error("Something specific broke"), "Something specific broke"],
    [{ status: 500, statusText: "Internal Server Error" }, "An unexpected error occurred"],
    ["a string is not an error object", "An unexpected error occurred"],
    [null, "An unexpected error occurred"],
    [undefined, "An unexpected error occurred"],
    [new TypeError("Failed to fetch"), "Network error. Please check your internet connection."],
    [{ status: 0, statusText: "" }, "Network error. Please check your internet connection."],
  ])("%j -> %s", (error, text) => {
    expect(signInErrorMessage(error)).toBe(text);
  });
});
