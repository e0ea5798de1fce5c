import { randomUUID } from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertStorageKey, inspector, isStorageKey, type Storage, type StoredObject, storageKeyOf } from "./storage.ts";

export interface S3StorageOptions {
  /** An S3-compatible server (MinIO, Ceph, R2…); unset means AWS itself, found from the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** S3 multipart parts: the smallest S3 takes. One part in flight, so an upload holds ~5 MiB at most. */
const PART_SIZE = 5 * 1024 * 1024;

const statusOf = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Files as objects of one bucket, under the same keys as the filesystem driver (decision 021).
 * Bodies stream both ways: put feeds a multipart upload part by part, get hands on the response.
 */
export class S3Storage implements Storage {
  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /** A driver on an existing bucket: the bucket is checked, never created (decision 021). */
  static async open(options: S3StorageOptions): Promise<S3Storage> {
    const client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      // S3-compatible servers are addressed as host/bucket; AWS itself by bucket.host.
      forcePathStyle: Boolean(options.endpoint),
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The SDK's default CRC trailers are refused by many S3-compatible servers; put hashes the
      // bytes itself (sha256) and the transport is TLS.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: 5000 },
    });
    try {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    } catch (err) {
      client.destroy();
      const where = options.endpoint ?? `region ${options.region}`;
      const status = statusOf(err);
      if (status === 404) throw new Error(`S3 bucket "${options.bucket}" does not exist at ${where}; create it first.`);
      throw new Error(
        `S3 bucket "${options.bucket}" at ${where} cannot be used (${status ? `HTTP ${status}` : (err as Error).message}).`,
        { cause: err },
      );
    }
    return new S3Storage(client, options.bucket);
  }

  async put(source: Readable): Promise<StoredObject> {
    return this.putAt(storageKeyOf(randomUUID()), source);
  }

  /** S3 replaces an object only when its upload completes: a failed one leaves the old object as it was. */
  async putAt(key: string, source: Readable): Promise<StoredObject> {
    assertStorageKey(key);
    const probe = inspector();
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: PART_SIZE,
      queueSize: 1,
      // On a failure the upload is aborted, so its parts are not kept (and billed) by the store.
      leavePartsOnError: false,
    });
    // The first failure is the cause (a broken source, or the store refusing); later ones follow from it.
    let failure: { error: unknown } | undefined;
    const piped = pipeline(source, probe.transform, body).catch((error) => {
      failure ??= { error };
    });
    let uploaded = false;
    const sent = upload.done().then(
      () => {
        uploaded = true;
      },
      (error) => {
        failure ??= { error };
        // Nothing reads the body any more: end the pipeline instead of waiting on it forever.
        body.destroy(error);
      },
    );
    // Both settle before put answers: an aborted upload has been aborted by then.
    await Promise.all([piped, sent]);
    if (failure) {
      if (uploaded) await this.delete(key);
      throw failure.error;
    }
    return { key, ...probe.result() };
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!(res.Body instanceof Readable)) throw new Error(`S3 object ${key} has no readable body`);
    return res.Body;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      // Only "not there" is an answer; a store that cannot be reached is an error, not a missing file.
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  async modifiedAt(key: string): Promise<Date> {
    assertStorageKey(key);
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!head.LastModified) throw new Error(`S3 object ${key} has no Last-Modified`);
    return head.LastModified;
  }

  async *keys(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && isStorageKey(object.Key)) yield object.Key;
      }
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
