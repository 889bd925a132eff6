import { afterEach, describe, expect, it } from "vitest";
import { webhookUrl } from "@/modules/whatsapp/server/webhook-url";
import { resetConfigForTests } from "@/platform/config";

const original = { site: process.env.PUBLIC_SITE_URL, port: process.env.PORT };
const use = (site: string | undefined) => {
  if (site === undefined) delete process.env.PUBLIC_SITE_URL;
  else process.env.PUBLIC_SITE_URL = site;
  process.env.PORT = "3000";
  resetConfigForTests();
};
afterEach(() => {
  if (original.site === undefined) delete process.env.PUBLIC_SITE_URL;
  else process.env.PUBLIC_SITE_URL = original.site;
  if (original.port === undefined) delete process.env.PORT;
  else process.env.PORT = original.port;
  resetConfigForTests();
});

describe("WhatsApp webhook URL", () => {
  it("uses an explicit PUBLIC_SITE_URL whatever the request says", () => {
    use("https://arcade.example.com/");
    expect(webhookUrl(new Headers({ host: "other.example" }))).toBe(
      "https://arcade.example.com/api/whatsapp/webhook",
    );
  });

  it("otherwise builds it from the forwarded or direct host and protocol", () => {
    use(undefined);
    expect(
      webhookUrl(
        new Headers({
          host: "10.0.0.5:3000",
          "x-forwarded-host": "arcade.example.com",
          "x-forwarded-proto": "https,http",
        }),
      ),
    ).toBe("https://arcade.example.com/api/whatsapp/webhook");
    expect(webhookUrl(new Headers({ host: "box.local:8080" }))).toBe(
      "http://box.local:8080/api/whatsapp/webhook",
    );
  });

  it("falls back to the configured default for a missing or malformed host", () => {
    use(undefined);
    expect(webhookUrl(new Headers())).toBe("http://localhost:3000/api/whatsapp/webhook");
    expect(webhookUrl(new Headers({ host: "evil.example/<script>" }))).toBe(
      "http://localhost:3000/api/whatsapp/webhook",
    );
    expect(webhookUrl(new Headers({ host: "a.example", "x-forwarded-proto": "javascript" }))).toBe(
      "http://a.example/api/whatsapp/webhook",
    );
  });
});
