/** HEAD answers like GET, without a body: the web app's pages and assets, and every API GET route. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp, tokenAs } from "../../test/helpers.ts";

let t: TestApp;
let webDist: string;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-3f2a.js"></script></head></html>';
const ASSET = "console.log('portal');\n";

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "phd-web-dist-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "index.html"), INDEX);
  await writeFile(path.join(webDist, "assets", "app-3f2a.js"), ASSET);
  await writeFile(path.join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await buildTestApp({ config: { webDistDir: webDist } });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/**
 * The headers a HEAD must repeat (the date and the per-request id may differ; a streamed GET such
 * as the CSV export is chunked, which a body-less HEAD has no use for).
 */
function comparable(headers: Record<string, unknown>) {
  const {
    date: _date,
    "x-request-id": _id,
    connection: _c,
    "keep-alive": _k,
    "transfer-encoding": _te,
    ...rest
  } = headers;
  return rest;
}

async function expectHeadLikeGet(url: string, headers: Record<string, string> = {}) {
  const get = await t.app.inject({ method: "GET", url, headers });
  const head = await t.app.inject({ method: "HEAD", url, headers });
  expect(head.statusCode, `HEAD ${url}`).toBe(get.statusCode);
  expect(head.body, `HEAD ${url} has no body`).toBe("");
  expect(comparable(head.headers), `HEAD ${url} headers`).toEqual(comparable(get.headers));
  return { get, head };
}

describe("HEAD on the web app", () => {
  it("HEAD / answers 200 like GET /, with no body", async () => {
    const { get, head } = await expectHeadLikeGet("/");
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe(INDEX);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(INDEX)));
    expect(head.headers["cache-control"]).toBe("no-cache");
  });

  it("HEAD on a client route (/candidate-register, /candidate/profile) answers 200 with index.html's headers", async () => {
    for (const url of ["/candidate-register", "/candidate/profile?tab=2"]) {
      const { head } = await expectHeadLikeGet(url);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers["content-type"], url).toMatch(/^text\/html/);
      expect(head.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("HEAD on a built asset answers 200 with its type, length and long cache, no body", async () => {
    const { head } = await expectHeadLikeGet("/assets/app-3f2a.js");
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/javascript/);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(ASSET)));
    expect(head.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await expectHeadLikeGet("/favicon.svg")).head.statusCode).toBe(200);
  });

  it("a missing asset stays 404 on HEAD as on GET", async () => {
    expect((await expectHeadLikeGet("/assets/app-old.js")).head.statusCode).toBe(404);
  });
});

describe("HEAD on the API", () => {
  it("HEAD /api/health answers 200 with no body", async () => {
    const { head } = await expectHeadLikeGet("/api/health");
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("HEAD on an unknown /api path answers 404 (not the web app)", async () => {
    const { head } = await expectHeadLikeGet("/api/no-such-route");
    expect(head.statusCode).toBe(404);
    expect(head.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("every GET route of the route table answers HEAD the same, signed out and signed in", async () => {
    const admin = await tokenAs(t.ctx, "admin");
    const urls = t.routes
      .filter((r) => [r.method].flat().includes("GET") && !r.url.includes("*"))
      .map((r) => r.url.replace(/:userId|:id|:documentId/g, "00000000-0000-4000-8000-000000000000"))
      .map((url) => url.replace(":key", "brochure").replace(":name", "websiteHeading"));
    expect(urls).toContain("/api/health");
    for (const url of urls) {
      await expectHeadLikeGet(url);
      await expectHeadLikeGet(url, bearer(admin));
    }
  });
});
