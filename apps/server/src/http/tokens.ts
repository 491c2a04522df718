import { SignJWT, jwtVerify } from 'jose';

/** Token lifetime and the age after which a used token is swapped for a fresh one (hoj-api §1.4). */
const TOKEN_EXPIRE_SECONDS = 86_400;
const TOKEN_REFRESH_AFTER_SECONDS = 43_200;

export interface TokenClaims {
  uid: string;
  /** The user's token version when the token was issued; a bump revokes it. */
  ver: number;
  issuedAt: number;
}

/** Signs and checks the raw JWTs that travel in the Authorization header (HS512). */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(uid: string, ver: number, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT({ ver })
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .setSubject(uid)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_EXPIRE_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.iat !== 'number') return null;
      return { uid: payload.sub, ver: payload.ver, issuedAt: payload.iat };
    } catch {
      return null;
    }
  }

  needsRefresh(claims: TokenClaims, now = Date.now()): boolean {
    return Math.floor(now / 1000) - claims.issuedAt >= TOKEN_REFRESH_AFTER_SECONDS;
  }
}
