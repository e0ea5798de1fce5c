import { describe, expect, it } from "vitest";
import { configErrorOf, useTempDirs } from "../../test/config.ts";
import { loadConfig } from "../config/env.ts";

const tempDir = useTempDirs("phd-storage-env-");
const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: tempDir(), ...env });
const configError = (env: NodeJS.ProcessEnv) => configErrorOf(load, env);

describe("STORAGE and S3_* variables", () => {
  it("the filesystem by default; S3_* alone do not switch the driver", () => {
    expect(load({}).storage).toEqual({ driver: "fs" });
    expect(load({ S3_BUCKET: "files" }).storage).toEqual({ driver: "fs" });
  });

  it("STORAGE=s3 with an endpoint (S3-compatible server): the region defaults, keys are passed on", () => {
    const env = {
      STORAGE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "phd-files",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(load(env).storage).toEqual({
      driver: "s3",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "phd-files",
      accessKeyId: "id",
      secretAccessKey: "secret",
    });
  });

  it("STORAGE=s3 with a region only (AWS, credentials from the SDK's chain)", () => {
    expect(load({ STORAGE: "s3", S3_REGION: "ap-south-1", S3_BUCKET: "phd-files" }).storage).toEqual({
      driver: "s3",
      region: "ap-south-1",
      bucket: "phd-files",
    });
  });

  it("says what STORAGE=s3 is missing", () => {
    const message = configError({ STORAGE: "s3" });
    expect(message).toContain("S3_BUCKET: is required with STORAGE=s3");
    expect(message).toContain("S3_ENDPOINT: STORAGE=s3 needs S3_ENDPOINT (an S3-compatible server) or S3_REGION");
    expect(configError({ STORAGE: "s3", S3_BUCKET: "b1c", S3_REGION: "x", S3_ACCESS_KEY_ID: "id" })).toContain(
      "S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    );
    expect(configError({ STORAGE: "minio" })).toContain("STORAGE:");
    expect(configError({ STORAGE: "s3", S3_BUCKET: "b1c", S3_ENDPOINT: "minio:9000" })).toContain("S3_ENDPOINT:");
  });
});
