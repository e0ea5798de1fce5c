import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configErrorOf, useTempDirs } from "../../test/config.ts";
import { loadConfig, parseEnv } from "./env.ts";

const tempDir = useTempDirs("phd-env-");
const configError = (env: NodeJS.ProcessEnv) => configErrorOf(parseEnv, env);

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      MAIL_FROM: "PhD Admissions <no-reply@localhost>",
      MAX_UPLOAD_MB: 5,
      LOG_LEVEL: "info",
    });
    const e = parseEnv({});
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.SMTP_URL).toBeUndefined();
    expect(e.JWT_SECRET).toBeUndefined();
  });

  it("keeps the test clock off unless asked, and refuses it in production", () => {
    expect(parseEnv({}).TEST_CLOCK).toBe("off");
    expect(parseEnv({ TEST_CLOCK: "on" }).TEST_CLOCK).toBe("on");
    expect(configError({ TEST_CLOCK: "on", NODE_ENV: "production" })).toContain("TEST_CLOCK");
    expect(configError({ TEST_CLOCK: "yes" })).toContain("TEST_CLOCK");
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "", SMTP_URL: "" })).toMatchObject({ PORT: 3000 });
  });

  it("reads numbers and URLs", () => {
    expect(
      parseEnv({ PORT: "8080", DATABASE_URL: "postgresql://u@h/db", SMTP_URL: "smtps://u:p@mail:465" }),
    ).toMatchObject({ PORT: 8080, DATABASE_URL: "postgresql://u@h/db", SMTP_URL: "smtps://u:p@mail:465" });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "1.5" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ MAX_UPLOAD_MB: "abc" }, "MAX_UPLOAD_MB"],
    [{ MAX_UPLOAD_MB: "0" }, "MAX_UPLOAD_MB"],
    [{ MAX_UPLOAD_MB: "-1" }, "MAX_UPLOAD_MB"],
    [{ MAX_UPLOAD_MB: "1000" }, "MAX_UPLOAD_MB"],
    [{ ADMIN_EMAIL: "nope" }, "ADMIN_EMAIL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL"],
    [{ REDIS_KEY_PREFIX: "has space" }, "REDIS_KEY_PREFIX"],
  ])("%o: the error names %s", (env, name) => {
    expect(configError(env)).toMatch(new RegExp(`^\\s+${name}: `, "m"));
  });

  it("DATABASE_URL=mysql://x explains what is expected", () => {
    expect(configError({ DATABASE_URL: "mysql://x" })).toContain("DATABASE_URL: must start with postgres://");
  });

  it("names every bad variable at once", () => {
    const message = configError({ PORT: "abc", DATABASE_URL: "mysql://x" });
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
  });
});

describe("loadConfig", () => {
  it("builds the app config with defaults", () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve(dataDir),
      publicUrl: "http://localhost:3000",
      maxUploadBytes: 5 * 1024 * 1024,
      logLevel: "info",
      runMailWorker: true,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.bootstrapAdmin).toBeUndefined();
  });

  it.each([
    ["1", 1024 * 1024],
    ["2.5", 2.5 * 1024 * 1024],
    ["0.5", 512 * 1024],
    ["100", 100 * 1024 * 1024],
  ])("MAX_UPLOAD_MB=%s gives %i bytes", (mb, bytes) => {
    expect(loadConfig({ DATA_DIR: tempDir(), MAX_UPLOAD_MB: mb }).maxUploadBytes).toBe(bytes);
  });

  it("PUBLIC_URL defaults to the port and loses a trailing slash", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: "https://phd.example.edu/" }).publicUrl).toBe(
      "https://phd.example.edu",
    );
  });

  it("generates the JWT secret once into DATA_DIR and reuses it", () => {
    const dataDir = path.join(tempDir(), "nested", "data");
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const file = path.join(dataDir, "jwt-secret");
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    // Another data folder gets another secret.
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first);
  });

  it("JWT_SECRET from the environment wins and writes no file", () => {
    const dataDir = tempDir();
    const secret = "s".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => statSync(path.join(dataDir, "jwt-secret"))).toThrow();
  });

  it("REDIS_URL and REDIS_KEY_PREFIX: absent means in-memory limits; redis:// and rediss:// are taken", () => {
    const none = loadConfig({ DATA_DIR: tempDir() });
    expect(none.redisUrl).toBeUndefined();
    expect(none.redisKeyPrefix).toBe("phd-rate-limit:");
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: "redis://127.0.0.1:6379/2" }).redisUrl).toBe(
      "redis://127.0.0.1:6379/2",
    );
    const tls = loadConfig({ DATA_DIR: tempDir(), REDIS_URL: "rediss://:pw@cache:6380", REDIS_KEY_PREFIX: "staging:" });
    expect(tls).toMatchObject({ redisUrl: "rediss://:pw@cache:6380", redisKeyPrefix: "staging:" });
    expect(configError({ REDIS_URL: "127.0.0.1:6379" })).toContain("REDIS_URL: must start with redis:// or rediss://");
  });

  it("ADMIN_* describe the bootstrap admin", () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_MIS: " A100 ",
      ADMIN_PASSWORD: "long-enough",
      ADMIN_EMAIL: "head@uni.edu",
      ADMIN_NAME: "Head",
    });
    expect(c.bootstrapAdmin).toEqual({ mis: "A100", password: "long-enough", email: "head@uni.edu", name: "Head" });
  });
});
