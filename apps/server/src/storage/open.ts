import path from "node:path";
import type { AppConfig } from "../config/env.ts";
import { S3Storage } from "./s3.ts";
import { FileSystemStorage, type Storage } from "./storage.ts";

/** The driver the configuration names (STORAGE): files under DATA_DIR/files, or an S3 bucket. */
export async function openStorage(config: AppConfig): Promise<Storage> {
  const s = config.storage;
  if (s?.driver === "s3") return S3Storage.open(s);
  return new FileSystemStorage(path.join(config.dataDir, "files"));
}
