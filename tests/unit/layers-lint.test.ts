import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { findCycle, moduleGraph } from "../support/module-graph";

// The layer rule lives in eslint.config.mjs; these prove it refuses what it must and allows the rest.
const eslint = new ESLint({ cwd: process.cwd() });

async function violations(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === "import/no-restricted-paths")
    .map((m) => m.message);
}

// The first lint loads the whole config and resolver: slow on a busy machine.
describe("layer boundaries", { timeout: 60_000 }, () => {
  it("refuses a ui primitive importing a module", async () => {
    const found = await violations(
      "src/ui/new-primitive.tsx",
      'import { blocksToPlainText } from "@/modules/content";\nexport const x = blocksToPlainText;\n',
    );
    expect(found).toEqual([expect.stringContaining("ui/ holds design-system primitives")]);
  });

  it("refuses platform code importing a module", async () => {
    const found = await violations(
      "src/platform/new-helper.ts",
      'import { games } from "@/modules/catalog/schema";\nexport const x = games;\n',
    );
    expect(found).toEqual([expect.stringContaining("platform/ may not import modules")]);
  });

  it("refuses a module importing app code", async () => {
    const found = await violations(
      "src/modules/catalog/new-file.ts",
      'import { seedDemoOnce } from "@/startup/seed-demo";\nexport const x = seedDemoOnce;\n',
    );
    expect(found).toEqual([expect.stringContaining("Modules may not import app routes")]);
  });

  it("refuses reaching into another module's internals, relative paths included", async () => {
    const found = await violations(
      "src/modules/site/new-file.ts",
      [
        'import { saveGame } from "@/modules/catalog/server/queries";',
        'import { YoutubeEmbed } from "../content/admin/editor/youtube-embed";',
        "export const x = [saveGame, YoutubeEmbed];",
      ].join("\n"),
    );
    expect(found).toHaveLength(2);
  });

  it("refuses another module's server and admin internals, past their index", async () => {
    const found = await violations(
      "src/modules/whatsapp/new-file.ts",
      [
        'import { takeNextOwner } from "@/modules/leads/server/assign";',
        'import { useStaffSession } from "@/modules/auth/admin/use-staff-session";',
        "export const x = [takeNextOwner, useStaffSession];",
      ].join("\n"),
    );
    expect(found).toEqual([
      expect.stringContaining("only through its surface"),
      expect.stringContaining("only through its surface"),
    ]);
  });

  it("allows another module's surface: index, schema, server, admin and public, and app importing anything", async () => {
    expect(
      await violations(
        "src/modules/site/new-file.ts",
        [
          'import { blocksToPlainText } from "@/modules/content";',
          'import { games } from "@/modules/catalog/schema";',
          'import { listGames } from "@/modules/catalog/public/queries";',
          "export const x = [blocksToPlainText, games, listGames];",
        ].join("\n"),
      ),
    ).toEqual([]);
    expect(
      await violations(
        "src/modules/whatsapp/new-file.ts",
        [
          'import { takeNextOwner } from "@/modules/leads/server";',
          'import { useCan } from "@/modules/auth/admin";',
          "export const x = [takeNextOwner, useCan];",
        ].join("\n"),
      ),
    ).toEqual([]);
    expect(
      await violations(
        "src/app/new-route.ts",
        'import { saveGame } from "@/modules/catalog/server/queries";\nexport const x = saveGame;\n',
      ),
    ).toEqual([]);
  });
});

describe("own tables", { timeout: 60_000 }, () => {
  async function tableViolations(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === "layers/own-tables").map((m) => m.message);
  }

  it("refuses a module reading another module's table, by alias or relative path", async () => {
    const found = await tableViolations(
      "src/modules/vitals/server/new-file.ts",
      [
        'import { games } from "@/modules/catalog/schema";',
        'import { leads } from "../../leads/schema";',
        "export const x = [games, leads];",
      ].join("\n"),
    );
    expect(found).toEqual([
      expect.stringContaining("('catalog') are its own"),
      expect.stringContaining("('leads') are its own"),
    ]);
  });

  it("refuses a route reading a module's table", async () => {
    const found = await tableViolations(
      "src/app/api/new-route/route.ts",
      'import { games } from "@/modules/catalog/schema";\nexport const x = games;\n',
    );
    expect(found).toEqual([expect.stringContaining("call module functions, not tables")]);
  });

  it("allows types, its own tables, and a schema's foreign keys", async () => {
    expect(
      await tableViolations(
        "src/modules/vitals/server/new-file.ts",
        [
          'import type { Game } from "@/modules/catalog/schema";',
          'import { type Lead } from "@/modules/leads/schema";',
          'import { webVitalsDaily } from "../schema";',
          "export const x = webVitalsDaily;",
          "export type Y = Game | Lead;",
        ].join("\n"),
      ),
    ).toEqual([]);
    expect(
      await tableViolations(
        "src/modules/vitals/schema.ts",
        'import { user } from "@/modules/auth/schema";\nexport const x = user.id;\n',
      ),
    ).toEqual([]);
  });
});

// The modules' own imports form no cycle: a module that another depends on never imports it back
// (whatsapp uses leads, so leads may not use whatsapp, even through its surface).
describe("module dependencies", () => {
  it("have no cycle among src/modules", () => {
    const cycle = findCycle(moduleGraph());
    expect(cycle, `module cycle: ${cycle?.join(" → ")}`).toBeNull();
  });

  it("refuse a cycle, through a surface or a relative path", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "module-graph-"));
    try {
      const write = (file: string, code: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), code);
      };
      write("leads/server/create.ts", 'import { enqueue } from "@/modules/whatsapp/server";\n');
      write("whatsapp/server/index.ts", 'import { leads } from "../../leads/schema";\n');
      write("catalog/schema.ts", 'import type { X } from "@/modules/content";\n');
      write("content/index.ts", "export type X = string;\n");
      const graph = moduleGraph(root);
      expect([...(graph.get("whatsapp")?.keys() ?? [])]).toEqual(["leads"]);
      expect(findCycle(graph)).toEqual(["leads", "whatsapp", "leads"]);

      write("leads/server/create.ts", "export const create = 1;\n");
      expect(findCycle(moduleGraph(root))).toBeNull();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
