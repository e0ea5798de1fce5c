import { ROLES, type Role } from "@phd/shared";
import { jwtVerify, SignJWT } from "jose";

export const TOKEN_TTL_SECONDS = 60 * 60 * 12;

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version at signing time; a bump revokes the token. */
  tv: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds = TOKEN_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, ttlSeconds = this.ttlSeconds): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /** Returns the claims, or null for any bad, expired or malformed token. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const role = payload.role as Role;
      if (typeof payload.sub !== "string" || !ROLES.includes(role) || typeof payload.tv !== "number") return null;
      return { sub: payload.sub, role, tv: payload.tv };
    } catch {
      return null;
    }
  }
}
