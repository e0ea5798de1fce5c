/**
 * A real S3-protocol server for tests (s3rver, a devDependency): files in a temporary folder,
 * on a free port of 127.0.0.1. Imported by tests only.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "./s3.ts";

export interface TestS3Server {
  endpoint: string;
  /** Driver options for one of the server's buckets. */
  optionsFor(bucket: string): S3StorageOptions;
  /** Multipart uploads begun and neither completed nor aborted: parts the store still keeps. */
  pendingUploads(bucket: string): Promise<string[]>;
  /** How many AbortMultipartUpload requests came in. */
  aborts(): number;
  close(): Promise<void>;
}

// s3rver accepts any signature made with its fixed credentials.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startTestS3Server(buckets: string[]): Promise<TestS3Server> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "phd-s3-"));
  const s3rver = new S3rver({
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await s3rver.configureBuckets();
  const uploadsDir = (bucket: string) => path.join(dir, bucket, "._S3rver_uploads");
  const handle = s3rver.callback();
  let aborts = 0;
  const server = http.createServer((req, res) => {
    // s3rver lacks AbortMultipartUpload (it answers 405), which real stores have and the driver
    // relies on: here it removes the upload's parts as S3 does.
    const url = new URL(req.url ?? "/", "http://s3.test");
    const uploadId = url.searchParams.get("uploadId");
    const bucket = url.pathname.split("/")[1] ?? "";
    if (req.method === "DELETE" && uploadId && buckets.includes(bucket) && /^[a-f0-9]+$/.test(uploadId)) {
      aborts++;
      const parts = path.join(uploadsDir(bucket), uploadId);
      const found = existsSync(parts);
      void rm(parts, { recursive: true, force: true }).then(() => {
        res.statusCode = found ? 204 : 404;
        res.end(found ? undefined : "<Error><Code>NoSuchUpload</Code></Error>");
      });
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    optionsFor: (bucket) => ({ endpoint, region: "us-east-1", bucket, ...CREDENTIALS }),
    aborts: () => aborts,
    async pendingUploads(bucket) {
      return existsSync(uploadsDir(bucket)) ? readdir(uploadsDir(bucket)) : [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
