import path from "node:path";
import type { AppConfig } from "../config/env.ts";
import { FileSystemStorage, type Storage } from "./storage.ts";

/** The driver the configuration names (STORAGE): files under DATA_DIR/files, or an S3 bucket. */
export async function openStorage(config: AppConfig): Promise<Storage> {
  const s = config.storage;
  // The AWS SDK is loaded only for S3: its code alone takes ≈ 15 MB of a server's memory.
  if (s?.driver === "s3") return (await import("./s3.ts")).S3Storage.open(s);
  return new FileSystemStorage(path.join(config.dataDir, "files"));
}
