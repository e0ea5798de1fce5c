import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/** A build is stale when its output is missing or any of its sources (paths from the root) is newer. */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  return newestMtime(sources.map((p) => path.join(root, p))) > statSync(output).mtimeMs;
}

/** The web build is stale when any of its sources is newer than dist/index.html. */
export function webBuildIsStale() {
  return isStale(path.join(webDist, "index.html"), [
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/build",
    "apps/web/package.json",
    "packages/shared/src",
    "package-lock.json",
  ]);
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

/**
 * Resolves when GET `url` answers 2xx; rejects as soon as `child` exits first, or when `timeoutMs`
 * has passed (none by default: the caller's own timeout governs, so a slow start under load is
 * waited out, not failed). `tail()` adds the process's last output to the error.
 */
export async function waitForHealth(url, child, { timeoutMs = Number.POSITIVE_INFINITY, intervalMs = 200, tail } = {}) {
  const until = Date.now() + timeoutMs;
  const why = (text) => new Error(tail ? `${text}:\n${tail()}` : text);
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw why(`the server exited (${child.exitCode ?? child.signalCode}) before it answered ${url}`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw why(`no answer from ${url} within ${timeoutMs} ms`);
}

export const serverEntry = path.join(root, "apps/server/src/main.ts");

/**
 * The server as `npm start` runs it: one ES module bundle of apps/server/src and packages/shared
 * (decision 049), its node_modules left as imports. The server finds its folders (migrations,
 * fonts, the web build) from apps/server's package.json (src/config/paths.ts), not from the
 * bundle's place.
 */
export const serverBundleDir = path.join(root, "apps/server/dist/server");
export const serverBundle = path.join(serverBundleDir, "main.js");

/** The bundle is stale when any server or shared source, the lockfile or this build is newer than it. */
export function serverBuildIsStale() {
  return isStale(serverBundle, [
    "apps/server/src",
    "apps/server/package.json",
    "packages/shared/src",
    "package-lock.json",
    "scripts/lib.mjs",
  ]);
}

/**
 * Bundles the server with esbuild (a few hundred milliseconds). Every package but @phd/shared
 * stays an import; code-splitting keeps the lazily imported parts (PGlite, S3, pdfkit) lazy.
 * Files are written under temporary names and renamed, the entry last, so a server starting
 * meanwhile reads either the old bundle or the new one.
 */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [serverEntry],
    outdir: serverBundleDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
    plugins: [
      {
        name: "node-modules-stay-imports",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@phd/shared") ? undefined : { external: true },
          );
        },
      },
    ],
  });
  mkdirSync(serverBundleDir, { recursive: true });
  const entryLast = [...result.outputFiles].sort(
    (a, b) => Number(a.path.startsWith(serverBundle)) - Number(b.path.startsWith(serverBundle)),
  );
  for (const file of entryLast) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const written = new Set(result.outputFiles.map((f) => path.basename(f.path)));
  for (const name of readdirSync(serverBundleDir))
    if (!written.has(name) && !name.endsWith(".tmp")) rmSync(path.join(serverBundleDir, name), { force: true });
}

/** Node's arguments to run the built server: source maps on, so stack traces name the .ts files. */
export function serverArgs(nodeArgs = []) {
  return [...nodeArgs, "--enable-source-maps", serverBundle];
}
