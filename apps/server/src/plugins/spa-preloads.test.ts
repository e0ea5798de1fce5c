/**
 * Route preloads (decision 038) on a real build of the web app: a page route's index.html names
 * the chunks of that page (`<link rel="modulepreload">`), compressed and with the headers of
 * index.html; the home and unknown pages get index.html as built; the build's `.vite/` is not served.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helpers.ts";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const webRoot = path.join(repo, "apps/web");

let t: TestApp;
let webDist: string;
let indexHtml: string;
let manifest: Record<string, { file: string }>;
let routes: Record<string, string[]>;

const BR: Record<string, string> = { "accept-encoding": "gzip, deflate, br" };
const GZIP: Record<string, string> = { "accept-encoding": "gzip, deflate" };
const NONE: Record<string, string> = {};
const ID = "3f0c8f9e-1b2d-4c3e-9f00-000000000001";

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "phd-web-build-"));
  // The build the server gets in production (npm run build), into a folder of this test's own.
  await promisify(execFile)(
    process.execPath,
    [
      path.join(repo, "node_modules/vite/bin/vite.js"),
      "build",
      "--outDir",
      webDist,
      "--emptyOutDir",
      "--logLevel",
      "error",
    ],
    { cwd: webRoot, timeout: 170_000, maxBuffer: 16 * 1024 * 1024 },
  );
  [indexHtml, manifest, routes] = await Promise.all([
    readFile(path.join(webDist, "index.html"), "utf8"),
    readFile(path.join(webDist, ".vite/manifest.json"), "utf8").then(JSON.parse),
    readFile(path.join(webDist, ".vite/routes.json"), "utf8").then(JSON.parse),
  ]);
  t = await buildTestApp({ config: { webDistDir: webDist } });
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = NONE) {
  return t.app.inject({ method: "GET", url, headers });
}

/** The modulepreload URLs of a page, in order. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");
/** The stylesheet preload URLs of a page, in order. */
const stylePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");

/** The URL of the chunk the manifest says comes from this source file (relative to apps/web). */
const chunkOf = (src: string) => {
  const chunk = manifest[src];
  if (!chunk) throw new Error(`the manifest has no ${src}`);
  return `/${chunk.file}`;
};

describe("a page route's index.html preloads that page's chunks", () => {
  it("the candidate sign-in page preloads the email-logins chunk, a file of the build", async () => {
    const res = await get("/candidate-login");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const preloads = modulePreloads(res.body);
    const page = chunkOf("src/app/routes/public/email-logins.tsx");
    expect(preloads[0]).toBe(page);
    // The route's scripts as modulepreloads and its stylesheets (its form fields' Mantine styles,
    // decision 051) as style preloads, in the order the build lists them.
    const listed = routes["/candidate-login"] ?? [];
    expect(preloads).toEqual(listed.filter((url) => url.endsWith(".js")));
    const styles = stylePreloads(res.body);
    expect(styles).toEqual(listed.filter((url) => url.endsWith(".css")));
    expect(styles.length).toBeGreaterThan(0);
    // Each is a file of the build, served as JavaScript or CSS, and none is what index.html loads already.
    for (const url of [...preloads, ...styles]) {
      expect(url).toMatch(/^\/assets\/[\w.-]+\.(js|css)$/);
      expect(existsSync(path.join(webDist, url)), url).toBe(true);
      expect(indexHtml, url).not.toContain(url);
      const asset = await get(url);
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers["content-type"], url).toMatch(url.endsWith(".js") ? /javascript/ : /text\/css/);
    }
    // index.html as built, with the preloads in its head.
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="${page}">`);
    expect(res.body.replace(/\s*<link rel="(modulepreload|preload)"[^>]*>/g, "")).toBe(indexHtml);
  });

  it("the other sign-in pages preload their own chunks", async () => {
    const pages = {
      "/account-section-login": "src/app/routes/public/email-logins.tsx",
      "/faculty-login": "src/app/routes/public/faculty-login.tsx",
      "/candidate-register": "src/app/routes/public/candidate-register.tsx",
    };
    for (const [url, src] of Object.entries(pages)) {
      const res = await get(url, BR);
      expect(modulePreloads(brotliDecompressSync(res.rawPayload).toString())[0], url).toBe(chunkOf(src));
    }
  });

  it("a route with a param preloads its area's chunk: /view-application/<id> the coordinator's", async () => {
    const coordinator = chunkOf("src/app/routes/coordinator/index.ts");
    // Matched like the router does: any id, a trailing slash, another case.
    for (const url of [`/view-application/${ID}`, `/view-application/${ID}/`, `/View-Application/${ID}?tab=2`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(modulePreloads(res.body)[0], url).toBe(coordinator);
    }
    expect(modulePreloads((await get("/applications-page")).body)[0]).toBe(coordinator);
  });

  it("the home, an unknown page and a path beside a route get index.html as built, with no preload", async () => {
    for (const url of ["/", "/?lang=hi", "/no-such-page", "/view-application", "/candidate-login/extra"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toBe(indexHtml);
      expect(res.body, url).not.toContain("modulepreload");
    }
  });
});

describe("how the page goes out", () => {
  it("brotli and gzip decode to the same html as the plain answer, each with its length and ETag", async () => {
    const plain = await get("/candidate-login");
    const br = await get("/candidate-login", BR);
    const gz = await get("/candidate-login", GZIP);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    for (const res of [plain, br, gz]) expect(res.headers["content-length"]).toBe(String(res.rawPayload.length));
    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3);
  });

  it("has the headers of index.html sent as a file (/): no-cache, Vary, type, security headers", async () => {
    const page = await get("/candidate-login", BR);
    const home = await get("/", BR);
    for (const name of [
      "content-type",
      "content-encoding",
      "cache-control",
      "vary",
      "content-security-policy",
      "x-content-type-options",
      "permissions-policy",
      "referrer-policy",
    ])
      expect(page.headers[name], name).toBe(home.headers[name]);
    expect(String(page.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(page.headers["last-modified"]).toBeTruthy();
    expect(page.headers.etag).toBeTruthy();
    // The preloads are same-origin scripts: `script-src 'self'` allows them.
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("a revalidation with the page's ETag is a 304 without a body; another ETag gets the page", async () => {
    const first = await get("/candidate-login", BR);
    const again = await get("/candidate-login", { ...BR, "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toBe("no-cache");
    const other = await get("/candidate-login", { ...BR, "if-none-match": '"not-this-one"' });
    expect(other.statusCode).toBe(200);
    // The ETag of another encoding is another answer.
    const plain = await get("/candidate-login", { "if-none-match": String(first.headers.etag) });
    expect(plain.statusCode).toBe(200);
  });

  it("HEAD answers like GET (same headers and length), without a body", async () => {
    for (const url of ["/candidate-login", `/view-application/${ID}`, "/", "/no-such-page"]) {
      for (const headers of [BR, GZIP, NONE]) {
        const label = `HEAD ${url} ${headers["accept-encoding"] ?? "(none)"}`;
        const g = await get(url, headers);
        const h = await t.app.inject({ method: "HEAD", url, headers });
        expect(h.statusCode, label).toBe(200);
        expect(h.body, label).toBe("");
        for (const name of ["content-type", "content-encoding", "content-length", "cache-control", "vary", "etag"])
          expect(h.headers[name], `${label}: ${name}`).toEqual(g.headers[name]);
      }
    }
  });
});

describe("the build's .vite folder", () => {
  it("holds the manifest and the route preloads, and none of it is served", async () => {
    expect(Object.keys(routes).length).toBeGreaterThan(10);
    for (const url of [
      "/.vite/routes.json",
      "/.vite/manifest.json",
      "/.vite/manifest.json.br",
      "/.vite/routes.json.gz",
      "/.vite/",
      "/.vite",
      "/%2Evite/routes.json",
    ]) {
      const res = await get(url, BR);
      // A file name: the JSON 404; a folder: a page route (index.html), never the folder's files.
      expect([404, 200], url).toContain(res.statusCode);
      if (res.statusCode === 200) expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
      else expect(res.headers["content-type"], url).toMatch(/^application\/json/);
    }
    expect((await get("/.vite/routes.json")).statusCode).toBe(404);
    expect((await get("/.vite/manifest.json")).statusCode).toBe(404);
  });
});
