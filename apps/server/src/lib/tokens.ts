import { webcrypto } from "node:crypto";
import { ROLES, type Role } from "@phd/shared";
import { jwtVerify, SignJWT } from "jose";

export const TOKEN_TTL_SECONDS = 60 * 60 * 12;
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version at signing time; a bump revokes the token. */
  tv: number;
}

export class TokenService {
  /** Imported once: given raw bytes, jose imports the key again on every call (a tenth of a small request). */
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(
    secret: string,
    private readonly ttlSeconds = TOKEN_TTL_SECONDS,
  ) {
    this.key = webcrypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
  }

  async sign(claims: TokenClaims, ttlSeconds = this.ttlSeconds): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(await this.key);
  }

  /**
   * Tokens whose signature was checked, with their expiry (bounded, oldest out first): the
   * WebCrypto HMAC check was a twelfth of a list request. Expiry is checked on every use;
   * revocation is the user lookup's token_version, which every request still reads.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  /** Returns the claims, or null for any bad, expired or malformed token. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ["HS256"] });
      const role = payload.role as Role;
      if (typeof payload.sub !== "string" || !ROLES.includes(role) || typeof payload.tv !== "number") return null;
      if (typeof payload.exp !== "number") return null;
      const claims = { sub: payload.sub, role, tv: payload.tv };
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
