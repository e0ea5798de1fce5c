import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server's folder (apps/server), found by walking up from this module's file to the
 * package.json named @phd/server: the same folder whether the code runs from src/ through tsx or
 * from the bundle in dist/server/ (decision 049), where every module's `import.meta.url` is the
 * bundle's. Migrations, fonts and the web build are found from here.
 */
export const serverDir = findServerDir(path.dirname(fileURLToPath(import.meta.url)));

function findServerDir(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@phd/server") return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/server not found above ${start}`);
  }
}
