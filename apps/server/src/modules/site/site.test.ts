import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, defined, pdfBytes, type TestApp } from "../../../test/helpers.ts";

let t: TestApp;

const institution = {
  name: "Test Institute of Technology",
  address: "1 College Road, Pune 411005",
  phone: "+91 20 1234 5678",
  email: "phd.admissions@test.local",
  contactPerson: "Dr. R. Deshmukh",
};
const BROCHURE_URL = "https://example.edu/files/brochure-2026.pdf";

beforeAll(async () => {
  t = await buildTestApp({
    config: { institution, siteFileUrls: { brochure: BROCHURE_URL }, maxUploadBytes: 3 * 1024 * 1024 },
  });
});
afterAll(async () => {
  await t?.close();
});

const siteDir = () => path.join(t.dataDir, "site-files");
const get = (url: string) => t.app.inject({ method: "GET", url });
const tiles = async () => {
  const res = await get("/api/site-info");
  expect(res.statusCode).toBe(200);
  return res.json().data.files as Array<{ key: string; label: string; url: string | null; external: boolean }>;
};
const tile = async (key: string) => (await tiles()).find((f) => f.key === key);

describe("GET /api/site-info", () => {
  it("gives the institution details from the configuration, without a token", async () => {
    const res = await get("/api/site-info");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { institution } });
  });

  it("tells the pickers the upload limit the server enforces (MAX_UPLOAD_MB in bytes)", async () => {
    const res = await get("/api/site-info");
    expect(res.json().data.maxUploadBytes).toBe(3 * 1024 * 1024);
  });

  it("lists the five Quick Access documents; one with neither a URL nor a file has url null", async () => {
    const files = await tiles();
    expect(files.map((f) => f.key)).toEqual([
      "brochure",
      "guidelines",
      "important-dates",
      "fee-structure",
      "previous-year",
    ]);
    expect(files.find((f) => f.key === "fee-structure")).toEqual({
      key: "fee-structure",
      label: "Fee Structure",
      url: null,
      external: false,
    });
  });

  it("a configured URL is given as it is, marked external", async () => {
    expect(await tile("brochure")).toEqual({
      key: "brochure",
      label: "Download Brochure",
      url: BROCHURE_URL,
      external: true,
    });
  });

  it("a PDF under DATA_DIR/site-files/ is offered at /api/site-files/<key>", async () => {
    expect((await tile("guidelines"))?.url).toBeNull();
    await mkdir(siteDir(), { recursive: true });
    await writeFile(path.join(siteDir(), "guidelines.pdf"), pdfBytes("Guidelines"));
    try {
      expect(await tile("guidelines")).toEqual({
        key: "guidelines",
        label: "Guidelines & Regulations",
        url: "/api/site-files/guidelines",
        external: false,
      });
    } finally {
      await rm(path.join(siteDir(), "guidelines.pdf"), { force: true });
    }
    expect((await tile("guidelines"))?.url).toBeNull();
  });

  it("a configured URL wins over a local file", async () => {
    await mkdir(siteDir(), { recursive: true });
    await writeFile(path.join(siteDir(), "brochure.pdf"), pdfBytes("Local brochure"));
    try {
      expect(await tile("brochure")).toMatchObject({ url: BROCHURE_URL, external: true });
    } finally {
      await rm(path.join(siteDir(), "brochure.pdf"), { force: true });
    }
  });
});

describe("GET /api/site-files/:key", () => {
  it("returns the PDF's bytes as application/pdf, inline", async () => {
    const bytes = pdfBytes("Important dates 2026");
    await mkdir(siteDir(), { recursive: true });
    await writeFile(path.join(siteDir(), "important-dates.pdf"), bytes);
    const url = defined((await tile("important-dates"))?.url, "the important-dates URL");
    expect(url).toBe("/api/site-files/important-dates");

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="important-dates.pdf"');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it("400 for a key that is not one of the documents (no path tricks)", async () => {
    for (const key of ["unknown", "..%2Fjwt-secret", "guidelines.pdf"]) {
      const res = await get(`/api/site-files/${key}`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it("404 with a JSON message when the document has no file", async () => {
    const res = await get("/api/site-files/previous-year");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "This document has not been published yet." });
  });
});
