import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

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

  it("allows another module's index, schema and public surface, and app importing anything", async () => {
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
        "src/app/new-route.ts",
        'import { saveGame } from "@/modules/catalog/server/queries";\nexport const x = saveGame;\n',
      ),
    ).toEqual([]);
  });
});
