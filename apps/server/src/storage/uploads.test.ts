import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  defined,
  jpegBytes,
  type MultipartFilePart,
  multipartForm,
  pdfBytes,
  pngBytes,
  type TestApp,
  textBytes,
} from "../../test/helpers.ts";
import { readMultipart } from "./uploads.ts";

const LIMIT = 1024 * 1024;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    config: { maxUploadBytes: LIMIT },
    // No upload endpoint exists yet: this test route exercises the shared upload path.
    setup(app, ctx) {
      app.post("/api/test/upload", async (request) => {
        const { fields, files } = await readMultipart(request, ctx.storage);
        return { success: true, fields, files: files.map(({ head: _head, ...f }) => f) };
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

interface SavedFile {
  key: string;
  size: number;
  sha256: string;
  field: string;
  originalFileName: string;
  mimeType: string;
}

const upload = (files: MultipartFilePart[], fields?: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/test/upload", payload: multipartForm(files, fields) });

const filesRoot = () => path.join(t.dataDir, "files");

/** Every regular file under DATA_DIR/files, relative; and every directory. */
async function walk(root: string): Promise<{ files: string[]; dirs: string[] }> {
  const files: string[] = [];
  const dirs: string[] = [];
  if (!existsSync(root)) return { files, dirs };
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(root, path.join(e.parentPath, e.name));
    (e.isDirectory() ? dirs : files).push(rel);
  }
  return { files, dirs };
}

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe("uploads: refusals", () => {
  it("415 for a text file renamed .pdf (declared application/pdf)", async () => {
    const res = await upload([
      { field: "document", filename: "cv.pdf", content: textBytes(), contentType: "application/pdf" },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining("PDF, JPG and PNG") });
  });

  it("415 for other real but unaccepted types (a GIF, a ZIP)", async () => {
    const gif = Buffer.concat([Buffer.from("GIF89a", "latin1"), Buffer.alloc(20)]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    expect((await upload([{ field: "f", filename: "a.png", content: gif }])).statusCode).toBe(415);
    expect((await upload([{ field: "f", filename: "a.pdf", content: zip }])).statusCode).toBe(415);
  });

  it("413 for a file one byte over the limit", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(LIMIT + 1 - pdfBytes().length, 0x20)]);
    expect(big.length).toBe(LIMIT + 1);
    const res = await upload([{ field: "document", filename: "big.pdf", content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("400 for an empty file", async () => {
    const res = await upload([{ field: "document", filename: "empty.pdf", content: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("a good file followed by a bad one: 415, and the good one is removed too", async () => {
    const res = await upload([
      { field: "first", filename: "ok.pdf", content: pdfBytes() },
      { field: "second", filename: "bad.png", content: textBytes() },
    ]);
    expect(res.statusCode).toBe(415);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(LIMIT + 100)]);
    const res2 = await upload([
      { field: "first", filename: "ok.png", content: pngBytes() },
      { field: "second", filename: "big.png", content: big },
    ]);
    expect(res2.statusCode).toBe(413);
  });

  it("after the refusals no file is left under DATA_DIR/files; tmp is empty", async () => {
    const { files, dirs } = await walk(filesRoot());
    expect(files).toEqual([]);
    expect(dirs).toContain("tmp");
    // Besides tmp, only the (now empty) two-character shard folders a rename may have created.
    for (const d of dirs) expect(d).toMatch(/^(tmp|[0-9a-f]{2})$/);
  });
});

describe("uploads: accepted files", () => {
  it("accepts PDF, PNG and JPEG, with the type decided by content even when named .txt", async () => {
    const parts: MultipartFilePart[] = [
      { field: "sop", filename: "statement.pdf", content: pdfBytes("Statement of purpose") },
      { field: "photo", filename: "photo.png", content: pngBytes(), contentType: "image/png" },
      { field: "signature", filename: "signature.txt", content: jpegBytes(), contentType: "text/plain" },
      { field: "receipt", filename: "receipt.txt", content: pdfBytes("Receipt"), contentType: "text/plain" },
    ];
    const res = await upload(parts, { note: "hello" });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ fields: Record<string, string>; files: SavedFile[] }>();
    expect(body.fields).toEqual({ note: "hello" });
    expect(body.files.map((f) => [f.field, f.originalFileName, f.mimeType])).toEqual([
      ["sop", "statement.pdf", "application/pdf"],
      ["photo", "photo.png", "image/png"],
      ["signature", "signature.txt", "image/jpeg"],
      ["receipt", "receipt.txt", "application/pdf"],
    ]);
    for (const [i, f] of body.files.entries()) {
      const original = defined(parts[i], `part ${i}`).content;
      expect(f.size).toBe(original.length);
      expect(f.sha256).toBe(sha256(original));
      expect(f.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      // Byte-identical when read back through the storage driver.
      const back = await buffer(await t.ctx.storage.get(f.key));
      expect(back.equals(original)).toBe(true);
    }
    const { files } = await walk(filesRoot());
    expect(files.sort()).toEqual(body.files.map((f) => f.key).sort());
  });

  it("accepts a file of exactly the limit", async () => {
    const exact = Buffer.concat([pdfBytes(), Buffer.alloc(LIMIT - pdfBytes().length, 0x20)]);
    const res = await upload([{ field: "document", filename: "exact.pdf", content: exact }]);
    expect(res.statusCode).toBe(200);
    const [file] = res.json<{ files: SavedFile[] }>().files;
    expect(file).toMatchObject({ size: LIMIT, mimeType: "application/pdf" });
    expect((await buffer(await t.ctx.storage.get(defined(file, "the saved file").key))).equals(exact)).toBe(true);
  });

  it("strips folders and control characters from the file name", async () => {
    const res = await upload([{ field: "d", filename: "..\\..\\evil\u0007name.png", content: pngBytes() }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ files: SavedFile[] }>().files[0]?.originalFileName).toBe("evilname.png");
  });
});
