import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { maskAadhaar } from "@phd/shared";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config/env.ts";
import { AadhaarDecryptError, createAadhaarVault, parseAadhaarKey } from "./aadhaar.ts";

const KEY = Buffer.alloc(32, 1);
const OTHER_KEY = Buffer.alloc(32, 2);
const PROFILE = "7d3e3b9c-2f6a-4b8e-9a51-0c7f1e2d3a4b";
const vault = createAadhaarVault(KEY);

/** Flips one character of the given base64url part of `v1:<iv>:<tag>:<ciphertext>`. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(":");
  const p = parts[part] ?? "";
  parts[part] = (p[0] === "A" ? "B" : "A") + p.slice(1);
  return parts.join(":");
}

describe("Aadhaar vault", () => {
  it.each(["123456789012", "1234 5678 9012", "999999999999"])("round-trips %s as its 12 digits", (typed) => {
    const sealed = vault.encrypt(typed, PROFILE);
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain(typed.replace(/\s/g, ""));
    expect(vault.decrypt(sealed, PROFILE)).toBe(typed.replace(/\s/g, ""));
  });

  it("uses a fresh IV each time, so equal numbers do not give equal ciphertexts", () => {
    expect(vault.encrypt("123456789012", PROFILE)).not.toBe(vault.encrypt("123456789012", PROFILE));
  });

  it.each([
    ["a changed IV", (s: string) => vault.decrypt(tamper(s, 1), PROFILE)],
    ["a changed tag", (s: string) => vault.decrypt(tamper(s, 2), PROFILE)],
    ["a changed ciphertext", (s: string) => vault.decrypt(tamper(s, 3), PROFILE)],
    ["another key", (s: string) => createAadhaarVault(OTHER_KEY).decrypt(s, PROFILE)],
    ["another profile's context", (s: string) => vault.decrypt(s, "another-profile")],
    ["an unknown version", (s: string) => vault.decrypt(s.replace(/^v1/, "v9"), PROFILE)],
    ["a missing part", (s: string) => vault.decrypt(s.split(":").slice(0, 3).join(":"), PROFILE)],
    ["plain digits", () => vault.decrypt("123456789012", PROFILE)],
  ])("refuses %s", (_name, open) => {
    const sealed = vault.encrypt("123456789012", PROFILE);
    expect(() => open(sealed)).toThrow(AadhaarDecryptError);
  });

  it.each(["", "1234", "12345678901a", "1234567890123"])("refuses to encrypt %j", (typed) => {
    expect(() => vault.encrypt(typed, PROFILE)).toThrow();
  });

  it("hashes the normalised digits with the key: equal for equal numbers, else different", () => {
    const h = vault.hash("123456789012");
    expect(h).toMatch(/^[\w-]{43}$/);
    expect(vault.hash("1234 5678 9012")).toBe(h);
    expect(vault.hash("123456789013")).not.toBe(h);
    expect(createAadhaarVault(OTHER_KEY).hash("123456789012")).not.toBe(h);
    expect(vault.hash("12345")).toBeNull();
  });

  it.each([
    ["123456789012", "XXXX XXXX 9012"],
    ["1234 5678 9012", "XXXX XXXX 9012"],
    ["000000000001", "XXXX XXXX 0001"],
    ["1234", "XXXX XXXX XXXX"],
    ["", "XXXX XXXX XXXX"],
    ["12345678901x", "XXXX XXXX XXXX"],
  ])("masks %j as %j", (value, masked) => {
    expect(maskAadhaar(value)).toBe(masked);
  });
});

describe("Aadhaar key", () => {
  const tempDir = () => mkdtempSync(path.join(tmpdir(), "aadhaar-key-"));

  it.each([
    ["hex", KEY.toString("hex")],
    ["base64", KEY.toString("base64")],
    ["base64url", KEY.toString("base64url")],
  ])("reads AADHAAR_KEY as %s", (_name, value) => {
    expect(parseAadhaarKey(value)).toEqual(KEY);
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, AADHAAR_KEY: value }).aadhaarKey).toEqual(KEY);
    expect(() => statSync(path.join(dataDir, "aadhaar-key"))).toThrow();
  });

  it.each(["short", "ab".repeat(31), Buffer.alloc(16).toString("base64"), "zz".repeat(32)])(
    "refuses AADHAAR_KEY=%j at start",
    (value) => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), AADHAAR_KEY: value })).toThrow(ConfigError);
    },
  );

  it("generates the key once into DATA_DIR (0600) and reuses it", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).aadhaarKey;
    const file = path.join(dataDir, "aadhaar-key");
    expect(first).toHaveLength(32);
    expect(parseAadhaarKey(readFileSync(file, "utf8"))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).aadhaarKey).toEqual(first);
    expect(loadConfig({ DATA_DIR: tempDir() }).aadhaarKey).not.toEqual(first);
  });
});
