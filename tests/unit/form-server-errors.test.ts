import { describe, expect, expectTypeOf, it } from "vitest";
import { ApiError } from "@/platform/http/api-client";
import type { ApiResult, JsonOf } from "@/platform/http/json-of";
import { showServerErrors } from "@/ui/form/server-errors";

describe("showServerErrors", () => {
  const collect = () => {
    const set: Array<[string, string | undefined]> = [];
    const setError = (name: string, e: { message?: string }) => void set.push([name, e.message]);
    return { set, setError: setError as Parameters<typeof showServerErrors>[1] };
  };

  it("puts each field message of a 400 answer on its field, by path", () => {
    const { set, setError } = collect();
    const error = new ApiError("Title is required", 400, "VALIDATION", {
      fields: { title: "Title is required", "specs.1.value": "Specification value is required" },
    });
    expect(showServerErrors(error, setError)).toBe(true);
    expect(set).toEqual([
      ["title", "Title is required"],
      ["specs.1.value", "Specification value is required"],
    ]);
  });

  it("maps server paths to the form's own (rows the server never saw)", () => {
    const { set, setError } = collect();
    const error = new ApiError("x", 400, "VALIDATION", { fields: { "specs.0.key": "Missing" } });
    showServerErrors(error, setError, (p) => p.replace("specs.0", "specs.2"));
    expect(set).toEqual([["specs.2.key", "Missing"]]);
  });

  it("reads the fields of an auth error's body too, and focuses the first field only", () => {
    const set: Array<[string, string | undefined, boolean | undefined]> = [];
    const setError = ((name: string, e: { message?: string }, o?: { shouldFocus?: boolean }) =>
      void set.push([name, e.message, o?.shouldFocus])) as Parameters<typeof showServerErrors>[1];
    const body = {
      code: "VALIDATION",
      message: "Email is required",
      fields: { email: "Email is required", password: "Password is required" },
    };
    expect(showServerErrors(body, setError)).toBe(true);
    expect(set).toEqual([
      ["email", "Email is required", true],
      ["password", "Password is required", false],
    ]);
    expect(showServerErrors({ code: "INVALID_CODE", message: "Invalid code" }, setError)).toBe(
      false,
    );
  });

  it("shows nothing for errors without field messages", () => {
    const { set, setError } = collect();
    expect(showServerErrors(new ApiError("Conflict", 409, "CONFLICT"), setError)).toBe(false);
    expect(showServerErrors(new Error("Network"), setError)).toBe(false);
    expect(set).toEqual([]);
  });
});

describe("JsonOf", () => {
  it("types a server row as the browser receives it", () => {
    type Row = { id: string; at: Date; tags: string[]; done: Date | null; nested: { on: Date } };
    expectTypeOf<JsonOf<Row>>().toEqualTypeOf<{
      id: string;
      at: string;
      tags: string[];
      done: string | null;
      nested: { on: string };
    }>();
    type Read = () => Promise<Array<{ createdAt: Date }>>;
    expectTypeOf<ApiResult<Read>>().toEqualTypeOf<{ createdAt: string }[]>();
  });
});
