/** The built web app goes out precompressed (brotli, else gzip, else as it is), with its cache headers. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helpers.ts";

let t: TestApp;
let webDist: string;
const INDEX = `<!doctype html><html><head><title>PhD Admission Portal</title><script type="module" src="/assets/app-3f2a.js"></script></head><body>${"<div id='root'></div>".repeat(20)}</body></html>`;
const SCRIPT = `export function portal(){return ${JSON.stringify("candidate ".repeat(200))}}\n`;
const STYLE = `.card{padding:1rem}\n`.repeat(100);
const ICON = "<svg xmlns='http://www.w3.org/2000/svg'/>";

const IMMUTABLE = "public, max-age=31536000, immutable";
const BR: Record<string, string> = { "accept-encoding": "gzip, deflate, br" };
const GZIP: Record<string, string> = { "accept-encoding": "gzip, deflate" };
const NONE: Record<string, string> = {};

/** A file of the build with the siblings the web build writes beside it. */
async function withSiblings(file: string, body: string) {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "phd-web-dist-"));
  await mkdir(path.join(webDist, "assets"));
  await withSiblings(path.join(webDist, "index.html"), INDEX);
  await withSiblings(path.join(webDist, "assets", "app-3f2a.js"), SCRIPT);
  await withSiblings(path.join(webDist, "assets", "app-9c1d.css"), STYLE);
  // Too small to gain from compression: the build writes no sibling.
  await writeFile(path.join(webDist, "favicon.svg"), ICON);
  t = await buildTestApp({ config: { webDistDir: webDist } });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

function varies(headers: Record<string, unknown>) {
  return String(headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");
}

describe("static assets", () => {
  it("go out as brotli when the client accepts it, with their type, length and a year's cache", async () => {
    const res = await get("/assets/app-3f2a.js", BR);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(varies(res.headers)).toBe(true);
    expect(res.headers["content-length"]).toBe(String(res.rawPayload.length));
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("go out as gzip when only gzip is accepted (or brotli is refused)", async () => {
    for (const headers of [GZIP, { "accept-encoding": "br;q=0, gzip" }]) {
      const res = await get("/assets/app-9c1d.css", headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"], headers["accept-encoding"]).toBe("gzip");
      expect(res.headers["content-type"]).toMatch(/^text\/css/);
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(varies(res.headers)).toBe(true);
      expect(gunzipSync(res.rawPayload).toString()).toBe(STYLE);
    }
  });

  it("go out as they are when no encoding is accepted, still saying they vary on it", async () => {
    for (const headers of [NONE, { "accept-encoding": "identity" }]) {
      const res = await get("/assets/app-3f2a.js", headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(varies(res.headers)).toBe(true);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it("a file without a compressed sibling goes out as it is, with the short cache of non-hashed files", async () => {
    const res = await get("/favicon.svg", BR);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(varies(res.headers)).toBe(true);
    expect(res.body).toBe(ICON);
  });

  it("the compressed siblings are not addressable on their own; a missing asset stays 404", async () => {
    for (const url of ["/assets/app-3f2a.js.br", "/assets/app-3f2a.js.gz", "/index.html.br", "/assets/app-old.js"]) {
      const res = await get(url, BR);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });
});

describe("index.html", () => {
  it("goes out compressed for / and every page route, revalidated every time", async () => {
    for (const url of ["/", "/candidate-login", "/candidate/profile?tab=2", "/index.html"]) {
      const br = await get(url, BR);
      expect(br.statusCode, url).toBe(200);
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.headers["content-type"], url).toMatch(/^text\/html/);
      expect(br.headers["cache-control"], url).toBe("no-cache");
      expect(varies(br.headers), url).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(INDEX);

      const gz = await get(url, GZIP);
      expect(gz.headers["content-encoding"], url).toBe("gzip");
      expect(gz.headers["cache-control"], url).toBe("no-cache");
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(INDEX);

      const plain = await get(url);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(plain.headers["content-type"], url).toMatch(/^text\/html/);
      expect(plain.headers["cache-control"], url).toBe("no-cache");
      expect(varies(plain.headers), url).toBe(true);
      expect(plain.body, url).toBe(INDEX);
    }
  });

  it("an unknown /api path stays a JSON 404, not the compressed page", async () => {
    const res = await get("/api/no-such-route", BR);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("HEAD", () => {
  it("answers like GET for the chosen encoding (same headers, same length), without a body", async () => {
    for (const url of ["/", "/candidate/profile", "/assets/app-3f2a.js"]) {
      for (const headers of [BR, GZIP, NONE]) {
        const g = await get(url, headers);
        const h = await t.app.inject({ method: "HEAD", url, headers });
        const label = `HEAD ${url} ${headers["accept-encoding"] ?? "(none)"}`;
        expect(h.statusCode, label).toBe(200);
        expect(h.body, label).toBe("");
        for (const name of ["content-type", "content-encoding", "content-length", "cache-control", "vary", "etag"]) {
          expect(h.headers[name], `${label}: ${name}`).toEqual(g.headers[name]);
        }
      }
    }
  });
});
