import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASHA_PERSONAL_FIELDS } from "../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  type MultipartFilePart,
  multipartForm,
  pdfBytes,
  pngBytes,
  textBytes,
  tokenFor,
  useTestApp,
} from "../../test/helpers.ts";
import { documents } from "../db/schema.ts";
import { S3Storage } from "./s3.ts";
import { startTestS3Server, type TestS3Server } from "./s3-test-server.ts";
import { FileSystemStorage, type Storage, storageKeyOf } from "./storage.ts";

const MiB = 1024 * 1024;
const SUITE_BUCKET = "phd-suite";
const APP_BUCKET = "phd-app";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server([SUITE_BUCKET, APP_BUCKET]);
});
afterAll(async () => {
  await s3?.close();
});

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** Deterministic bytes that are not a repeating pattern (a misplaced part would show). */
function bytes(size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

/** Streams `data` in small chunks, as an upload arrives; optionally fails after `failAfter` bytes. */
function source(data: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 64 * 1024) {
        if (failAfter !== undefined && i >= failAfter) throw new Error("client went away");
        yield data.subarray(i, i + 64 * 1024);
      }
      if (failAfter !== undefined) throw new Error("client went away");
    })(),
  );
}

async function allKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const k of storage.keys()) keys.push(k);
  return keys.sort();
}

interface Subject {
  storage: Storage;
  /** Partial writes the driver left behind (temporary files; multipart uploads not aborted). */
  leftovers(): Promise<string[]>;
  /** Puts something into the store that is not one of our objects. */
  addStray(): Promise<void>;
  close(): Promise<void>;
}

/** The same tests for every driver. Each test removes what it stored, so keys() can be exact. */
function storageSuite(driver: string, open: () => Promise<Subject>) {
  describe(`storage driver: ${driver}`, () => {
    let subject: Subject;
    let storage: Storage;
    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterAll(async () => {
      await subject?.close();
    });

    it("streams a few MB in and out byte for byte, with size, sha256 and head computed on the way", async () => {
      const data = bytes(12 * MiB + 12_345);
      const stored = await storage.put(source(data));
      expect(stored.key).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f-]{34}$/);
      expect(stored.size).toBe(data.length);
      expect(stored.sha256).toBe(sha256(data));
      expect(stored.head.equals(data.subarray(0, 4100))).toBe(true);
      expect((await buffer(await storage.get(stored.key))).equals(data)).toBe(true);
      await storage.delete(stored.key);
    });

    it("a small file: the head is the whole file; an empty one is stored empty", async () => {
      const small = pdfBytes();
      const a = await storage.put(source(small));
      expect(a).toMatchObject({ size: small.length, sha256: sha256(small) });
      expect(a.head.equals(small)).toBe(true);
      const empty = await storage.put(source(Buffer.alloc(0)));
      expect(empty).toMatchObject({ size: 0, sha256: sha256(Buffer.alloc(0)) });
      expect((await buffer(await storage.get(empty.key))).length).toBe(0);
      expect((await buffer(await storage.get(a.key))).equals(small)).toBe(true);
      await Promise.all([storage.delete(a.key), storage.delete(empty.key)]);
    });

    it("a source that fails (at once, or after 6 MB: past S3's first part) leaves nothing behind", async () => {
      await expect(storage.put(source(bytes(MiB), 0))).rejects.toThrow("client went away");
      await expect(storage.put(source(bytes(8 * MiB), 6 * MiB))).rejects.toThrow("client went away");
      expect(await allKeys(storage)).toEqual([]);
      expect(await subject.leftovers()).toEqual([]);
    });

    it("exists, delete and get of a missing object", async () => {
      const stored = await storage.put(source(textBytes()));
      expect(await storage.exists(stored.key)).toBe(true);
      await storage.delete(stored.key);
      expect(await storage.exists(stored.key)).toBe(false);
      await expect(storage.get(stored.key)).rejects.toThrow();
      // Deleting what is gone is not an error (a retried cleanup).
      await storage.delete(stored.key);
      expect(await storage.exists(storageKeyOf(randomUUID()))).toBe(false);
    });

    it("refuses keys that are not storage keys", async () => {
      await expect(storage.get("../../etc/passwd")).rejects.toThrow("Bad storage key");
      await expect(storage.delete("ab/not-a-key")).rejects.toThrow("Bad storage key");
      await expect(storage.exists("tmp/x")).rejects.toThrow("Bad storage key");
    });

    it("putAt replaces the object at a key; a failed putAt leaves the previous content", async () => {
      const first = await storage.put(source(bytes(1000, 1)));
      const second = bytes(2000, 2);
      expect(await storage.putAt(first.key, source(second))).toMatchObject({ key: first.key, size: 2000 });
      await expect(storage.putAt(first.key, source(bytes(7 * MiB, 3), 6 * MiB))).rejects.toThrow("client went away");
      expect((await buffer(await storage.get(first.key))).equals(second)).toBe(true);
      expect(await subject.leftovers()).toEqual([]);
      await storage.delete(first.key);
    });

    it("modifiedAt() gives the time the object was written, and rejects for a missing one", async () => {
      const before = Date.now();
      const { key } = await storage.put(source(bytes(10)));
      const at = (await storage.modifiedAt(key)).getTime();
      // Stores keep whole seconds (S3's Last-Modified), so allow the second it was written in.
      expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      await storage.delete(key);
      await expect(storage.modifiedAt(key)).rejects.toThrow();
    });

    it("keys() lists exactly the stored objects, and nothing else in the store", async () => {
      await subject.addStray();
      const [a, b, c] = await Promise.all([1, 2, 3].map(async (n) => (await storage.put(source(bytes(100, n)))).key));
      const stored = [defined(a), defined(b), defined(c)] as const;
      expect(await allKeys(storage)).toEqual([...stored].sort());
      await storage.delete(stored[1]);
      expect(await allKeys(storage)).toEqual([stored[0], stored[2]].sort());
      await Promise.all(stored.map((k) => storage.delete(k)));
      expect(await allKeys(storage)).toEqual([]);
    });
  });
}

storageSuite("filesystem", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "phd-files-"));
  const tmp = path.join(root, "tmp");
  return {
    storage: new FileSystemStorage(root),
    leftovers: async () => (existsSync(tmp) ? readdir(tmp) : []),
    async addStray() {
      // An upload in progress and a stray file: neither is a stored object.
      await mkdir(path.join(root, "ab"), { recursive: true });
      await mkdir(tmp, { recursive: true });
      await writeFile(path.join(root, "ab", "notes.txt"), "x");
      await writeFile(path.join(root, "README"), "x");
      await writeFile(path.join(tmp, "in-progress"), "x");
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
});

storageSuite("s3", async () => {
  const options = s3.optionsFor(SUITE_BUCKET);
  const storage = await S3Storage.open(options);
  return {
    storage,
    leftovers: () => s3.pendingUploads(SUITE_BUCKET),
    async addStray() {
      const client = new S3Client({
        ...options,
        forcePathStyle: true,
        credentials: options as Required<typeof options>,
      });
      await client.send(new PutObjectCommand({ Bucket: SUITE_BUCKET, Key: "backups/notes.txt", Body: "x" }));
      client.destroy();
    },
    close: () => storage.close(),
  };
});

describe("S3Storage", () => {
  it("aborts the multipart upload of a source that fails after the first part", async () => {
    const storage = await S3Storage.open(s3.optionsFor(SUITE_BUCKET));
    try {
      const before = s3.aborts();
      await expect(storage.put(source(bytes(12 * MiB), 11 * MiB))).rejects.toThrow("client went away");
      expect(s3.aborts()).toBe(before + 1);
      expect(await s3.pendingUploads(SUITE_BUCKET)).toEqual([]);
      expect(await allKeys(storage)).toEqual([]);
    } finally {
      await storage.close();
    }
  });

  it("refuses a bucket that does not exist, naming it (the bucket is never created)", async () => {
    await expect(S3Storage.open(s3.optionsFor("no-such-bucket"))).rejects.toThrow(
      'S3 bucket "no-such-bucket" does not exist',
    );
  });
});

describe("the app with STORAGE=s3", () => {
  const t = useTestApp(() => ({
    config: { maxUploadBytes: 8 * MiB, storage: { driver: "s3", ...s3.optionsFor(APP_BUCKET) } },
  }));

  const file = (field: string, content: Buffer, filename = `${field}.bin`): MultipartFilePart => ({
    field,
    filename,
    content,
  });

  it("stores uploads in the bucket (a 6 MB one in parts) and serves them back byte for byte", async () => {
    expect(t.ctx.storage).toBeInstanceOf(S3Storage);
    const user = await createUser(t.ctx, { role: "candidate" });
    const token = await tokenFor(t.ctx, user);
    // A PDF padded past S3's 5 MiB part size: the type is read from the first bytes.
    const bigPdf = Buffer.concat([pdfBytes("proof"), Buffer.alloc(6 * MiB, 0x20)]);
    const sent: Record<string, Buffer> = {
      applicantPhoto: pngBytes(),
      signature: pngBytes(),
      proofOfDob: bigPdf,
      nationalityCertificate: pdfBytes("nationality"),
    };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/candidate/profile/personal-details",
      headers: bearer(token),
      payload: multipartForm(
        Object.entries(sent).map(([field, content]) => file(field, content)),
        { ...ASHA_PERSONAL_FIELDS, addharNumber: "1234 5678 9012" },
      ),
    });
    expect(res.statusCode).toBe(200);

    const rows = await t.ctx.db.select().from(documents).where(eq(documents.userId, user.id));
    expect(rows.map((r) => r.documentType).sort()).toEqual(Object.keys(sent).sort());
    // In the bucket, and not on the local disk.
    expect(await allKeys(t.ctx.storage)).toEqual(rows.map((r) => r.storageKey).sort());
    expect(existsSync(path.join(t.dataDir, "files"))).toBe(false);
    for (const row of rows) {
      const got = await t.app.inject({ method: "GET", url: `/api/document/file/${row.id}`, headers: bearer(token) });
      expect(got.statusCode).toBe(200);
      expect(Buffer.compare(got.rawPayload, defined(sent[row.documentType], row.documentType))).toBe(0);
    }

    // A refused upload (text named .pdf) leaves the bucket as it was.
    const before = await allKeys(t.ctx.storage);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/candidate/profile/personal-details",
      headers: bearer(token),
      payload: multipartForm([file("proofOfDob", textBytes(), "dob.pdf")], { name: "Asha" }),
    });
    expect(refused.statusCode).toBe(415);
    expect(await allKeys(t.ctx.storage)).toEqual(before);
    expect(await s3.pendingUploads(APP_BUCKET)).toEqual([]);
  });
});
