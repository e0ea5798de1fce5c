import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { concurrencyLimit } from "./concurrency.ts";

/**
 * argon2id through @node-rs/argon2: its async functions run on the libuv thread pool,
 * so a login never blocks the event loop. (argon2id is the library's default algorithm.)
 * At most cores − 1 hashes run at once, so a sign-in storm leaves a core to the event loop
 * (health and public pages keep answering; docs/performance.md).
 */
const hashing = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 }));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

const TEMP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
export function generatePassword(length = 14): string {
  let out = "";
  for (let i = 0; i < length; i++) out += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return out;
}

export function numericCode(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

const TOKEN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Upper-case alphanumerics without look-alikes (0/O, 1/I). */
export function alphanumericCode(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return out;
}

/** Short codes are stored as SHA-256 (they expire in minutes and tries are capped). */
export function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
export function codeMatches(storedHash: string, code: string): boolean {
  const a = Buffer.from(storedHash, "hex");
  const b = Buffer.from(hashCode(code), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
