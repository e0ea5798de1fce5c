import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const webDist = path.join(root, "apps/web/dist");

/** Newest modification time under the given paths (files or folders). */
function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== "node_modules" && name !== "dist") walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) walk(p);
  return newest;
}

/** The web build is stale when any of its sources is newer than dist/index.html. */
export function webBuildIsStale() {
  const index = path.join(webDist, "index.html");
  if (!existsSync(index)) return true;
  const sources = [
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/build",
    "apps/web/package.json",
    "packages/shared/src",
    "package-lock.json",
  ].map((p) => path.join(root, p));
  return newestMtime(sources) > statSync(index).mtimeMs;
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", ...opts });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.info("Building the web app…");
  const code = await run(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: path.join(root, "apps/web"),
    },
  );
  if (code !== 0) throw new Error("Web build failed");
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export const serverEntry = path.join(root, "apps/server/src/main.ts");
