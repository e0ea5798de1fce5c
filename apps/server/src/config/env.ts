import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_MAX_UPLOAD_MB } from "@phd/shared";
import { z } from "zod";
import { loadOrCreateAadhaarKey, parseAadhaarKey } from "../lib/aadhaar.ts";

/** Environment contract of DESIGN.md §4. Every variable is optional. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("PhD Admissions <no-reply@localhost>"),
  PUBLIC_URL: z.url({ message: "must be an absolute URL such as https://admissions.example.edu" }).optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Encrypts Aadhaar numbers at rest (decision 020); else generated once into DATA_DIR/aadhaar-key. */
  AADHAAR_KEY: z
    .string()
    .refine((v) => parseAadhaarKey(v) !== null, "must be 32 bytes as 64 hex digits or base64")
    .optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(DEFAULT_MAX_UPLOAD_MB),
  /** Where uploaded files live: DATA_DIR/files, or an S3-compatible bucket (decision 021). */
  STORAGE: z.enum(["fs", "s3"]).default("fs"),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://minio.example.edu:9000" })
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  ADMIN_MIS: z.string().trim().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_NAME: z.string().trim().min(1).optional(),
  /** Review notices to one candidate within this many seconds go out as one e-mail (decision 014). */
  REVIEW_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  /** Per-address request limits shared by every instance in this Redis; else each instance counts alone. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** Prefix of the limit counters' keys, for portals (or test runs) that share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "must be 1 to 64 letters, digits or _ : . -")
    .default("phd-rate-limit:"),
  /** Trust X-Forwarded-For/-Proto (only behind a reverse proxy you control; else clients could spoof them). */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  /**
   * Browser tests only (decision 053): time rules read a clock that POST /api/test/clock moves
   * forward. Refused with NODE_ENV=production.
   */
  TEST_CLOCK: z.enum(["on", "off"]).default("off"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Institution details shown on public pages; a deployer sets them, the code holds no address. */
  INSTITUTION_NAME: z.string().default("University Doctoral Admissions Office"),
  INSTITUTION_ADDRESS: z.string().default(""),
  INSTITUTION_PHONE: z.string().default(""),
  INSTITUTION_EMAIL: z.string().default(""),
  CONTACT_PERSON: z.string().default(""),
  /** Links for the home page's Quick Access documents; a PDF under DATA_DIR/site-files/ also works. */
  BROCHURE_URL: z.url().optional(),
  GUIDELINES_URL: z.url().optional(),
  IMPORTANT_DATES_URL: z.url().optional(),
  FEE_STRUCTURE_URL: z.url().optional(),
  PREVIOUS_YEAR_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  /** The 32-byte Aadhaar key (AADHAAR_KEY or DATA_DIR/aadhaar-key). */
  aadhaarKey: Buffer;
  maxUploadBytes: number;
  /** Absent: the filesystem driver under DATA_DIR/files. */
  storage?: StorageConfig;
  bootstrapAdmin?: { mis: string; password?: string; email?: string; name?: string };
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  /** Redis for the per-address rate limits shared across instances (REDIS_URL); absent: in memory. */
  redisUrl?: string;
  /** Key prefix of those counters in Redis (REDIS_KEY_PREFIX). */
  redisKeyPrefix?: string;
  institution: { name: string; address: string; phone: string; email: string; contactPerson: string };
  siteFileUrls: Partial<
    Record<"brochure" | "guidelines" | "important-dates" | "fee-structure" | "previous-year", string>
  >;
  /** Web build to serve; absent in API tests. */
  webDistDir?: string;
  /** How long a review notice waits for more before its e-mail goes (sliding; capped at 10 times). */
  reviewMailDelayMs: number;
  /** Start the mail delivery worker (tests drive it by hand). */
  runMailWorker: boolean;
  /** A movable clock and its route (TEST_CLOCK=on; decision 053). */
  testClock?: boolean;
}

export type StorageConfig =
  | { driver: "fs" }
  | {
      driver: "s3";
      endpoint?: string;
      region: string;
      bucket: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };

export class ConfigError extends Error {}

/** What STORAGE=s3 needs besides each variable's own check. */
function checkStorage(e: Env, ctx: z.core.$RefinementCtx<Env>) {
  if (e.STORAGE !== "s3") return;
  if (!e.S3_BUCKET) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required with STORAGE=s3" });
  if (!e.S3_ENDPOINT && !e.S3_REGION) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_ENDPOINT"],
      message: "STORAGE=s3 needs S3_ENDPOINT (an S3-compatible server) or S3_REGION (AWS S3)",
    });
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: "custom",
      path: [e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    });
  }
}

function storageConfig(e: Env): StorageConfig {
  if (e.STORAGE !== "s3" || !e.S3_BUCKET) return { driver: "fs" };
  return {
    driver: "s3",
    endpoint: e.S3_ENDPOINT,
    // S3-compatible servers mostly ignore the region, but requests are signed with one.
    region: e.S3_REGION ?? "us-east-1",
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

/** Parse the environment; the error names each bad variable and why. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.superRefine(checkStorage).safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  // A movable clock would let anyone reopen a closed window: never on a production server.
  if (result.data.TEST_CLOCK === "on" && env.NODE_ENV === "production")
    throw new ConfigError("Invalid configuration:\n  TEST_CLOCK: is for browser tests; it cannot be on in production");
  return result.data;
}

/** Reads or creates the signing key under DATA_DIR so tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    aadhaarKey: (e.AADHAAR_KEY && parseAadhaarKey(e.AADHAAR_KEY)) || loadOrCreateAadhaarKey(dataDir),
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    storage: storageConfig(e),
    bootstrapAdmin: e.ADMIN_MIS
      ? { mis: e.ADMIN_MIS, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL, name: e.ADMIN_NAME }
      : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === "true",
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    institution: {
      name: e.INSTITUTION_NAME,
      address: e.INSTITUTION_ADDRESS,
      phone: e.INSTITUTION_PHONE,
      email: e.INSTITUTION_EMAIL,
      contactPerson: e.CONTACT_PERSON,
    },
    siteFileUrls: {
      brochure: e.BROCHURE_URL,
      guidelines: e.GUIDELINES_URL,
      "important-dates": e.IMPORTANT_DATES_URL,
      "fee-structure": e.FEE_STRUCTURE_URL,
      "previous-year": e.PREVIOUS_YEAR_URL,
    },
    reviewMailDelayMs: e.REVIEW_MAIL_DELAY_SECONDS * 1000,
    runMailWorker: true,
    testClock: e.TEST_CLOCK === "on",
  };
}
