/**
 * Mantine's styles per component (decision 051, build/mantine-styles.ts): which module gets which
 * stylesheet, and that the installed Mantine ships one for every component module it has.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mantineStylesPerComponent, stylesImportFor } from "../../build/mantine-styles.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const core = path.join(root, "node_modules/@mantine/core");

describe("the stylesheet of a module", () => {
  it.each([
    ["/p/node_modules/@mantine/core/esm/components/Button/Button.module.mjs", "@mantine/core/styles/Button.layer.css"],
    [
      "/p/node_modules/@mantine/core/esm/components/Radio/RadioCard/RadioCard.module.mjs",
      "@mantine/core/styles/RadioCard.layer.css",
    ],
    [
      "C:\\p\\node_modules\\@mantine\\core\\esm\\utils\\InlineInput\\InlineInput.module.mjs",
      "@mantine/core/styles/InlineInput.layer.css",
    ],
    [
      "/p/node_modules/@mantine/core/esm/components/Button/Button.module.mjs?v=1",
      "@mantine/core/styles/Button.layer.css",
    ],
    // Not a class-name module of @mantine/core: nothing added.
    ["/p/node_modules/@mantine/core/esm/components/Button/Button.mjs", undefined],
    ["/p/node_modules/@mantine/notifications/esm/Notifications.module.mjs", undefined],
    ["/p/apps/web/src/features/x/x.module.mjs", undefined],
  ])("%s → %s", (id, expected) => {
    expect(stylesImportFor(id)).toBe(expected);
  });

  it("appends the import to the module and leaves every other module as it is", async () => {
    const plugin = mantineStylesPerComponent();
    const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | undefined;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const code = 'var Button_module_default = { "root": "m_77c9d27d" };\nexport { Button_module_default as default };';
    const id = path.join(core, "esm/components/Button/Button.module.mjs");
    const out = transform.call(context, code, id);
    expect(out?.code.startsWith(code)).toBe(true);
    expect(out?.code).toContain('import "@mantine/core/styles/Button.layer.css";');
    expect(transform.call(context, code, path.join(core, "esm/components/Button/Button.mjs"))).toBeUndefined();
    // A module whose stylesheet Mantine does not ship fails the build rather than render unstyled.
    expect(() => transform.call(context, code, path.join(core, "esm/components/Nope/Nope.module.mjs"))).toThrow(
      /Nope\.layer\.css does not exist/,
    );
  });
});

describe("the installed @mantine/core", () => {
  it("ships a layered stylesheet for each of its component modules", () => {
    const modules: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith(".module.mjs")) modules.push(path.join(dir, entry.name));
      }
    };
    walk(path.join(core, "esm"));
    expect(modules.length).toBeGreaterThan(50);
    const missing = modules.filter((id) => {
      const styles = stylesImportFor(id);
      return !styles || !existsSync(path.join(core, "styles", path.basename(styles)));
    });
    expect(missing).toEqual([]);
  });
});
