import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { aadhaarDigits } from "@phd/shared";

/**
 * Aadhaar numbers at rest (decision 020): AES-256-GCM with a random 12-byte IV, stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64url), and a keyed hash (HMAC-SHA256) for equality search.
 * Both sub-keys are derived from the one configured key with HKDF, so the search hash can never
 * be used to decrypt, and the version prefix leaves room to rotate the scheme.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class AadhaarDecryptError extends Error {}

export interface AadhaarVault {
  /** Encrypts the 12 digits; `context` (the profile id) is bound as associated data. */
  encrypt(digits: string, context: string): string;
  /** The 12 digits; throws AadhaarDecryptError on a wrong key, another context or any tampering. */
  decrypt(sealed: string, context: string): string;
  /** The keyed search hash of a typed number (spaces ignored); null when it is not 12 digits. */
  hash(typed: string): string | null;
}

const subKey = (key: Buffer, info: string) => Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), info, 32));

export function createAadhaarVault(key: Buffer): AadhaarVault {
  if (key.length !== 32) throw new Error("The Aadhaar key must be 32 bytes");
  const encKey = subKey(key, "phd-portal aadhaar encryption v1");
  const macKey = subKey(key, "phd-portal aadhaar search hash v1");
  return {
    encrypt(digits, context) {
      const normal = aadhaarDigits(digits);
      if (!normal) throw new Error("An Aadhaar number has 12 digits");
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", encKey, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(normal, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(":");
    },
    decrypt(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split(":");
      if (version !== VERSION || !iv || !tag || !body || rest.length > 0) {
        throw new AadhaarDecryptError("Unknown Aadhaar ciphertext format");
      }
      try {
        const ivBytes = Buffer.from(iv, "base64url");
        const tagBytes = Buffer.from(tag, "base64url");
        if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error("bad lengths");
        const decipher = createDecipheriv("aes-256-gcm", encKey, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new AadhaarDecryptError("The Aadhaar ciphertext does not open with this key");
      }
    },
    hash(typed) {
      const normal = aadhaarDigits(typed);
      return normal ? createHmac("sha256", macKey).update(normal).digest("base64url") : null;
    },
  };
}

/** AADHAAR_KEY as 64 hex digits or 32 bytes of base64 / base64url; null when it is neither. */
export function parseAadhaarKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const bytes = Buffer.from(v.replace(/=$/, ""), "base64url");
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/** Reads or creates DATA_DIR/aadhaar-key (0600), like the token secret: losing it loses every stored number. */
export function loadOrCreateAadhaarKey(dataDir: string): Buffer {
  const file = path.join(dataDir, "aadhaar-key");
  if (existsSync(file)) {
    const key = parseAadhaarKey(readFileSync(file, "utf8"));
    if (!key) throw new Error(`${file} does not hold a 32-byte key`);
    return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // `wx`: two processes starting at once cannot each write a different key.
    writeFileSync(file, key.toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return loadOrCreateAadhaarKey(dataDir);
    throw err;
  }
  return key;
}
