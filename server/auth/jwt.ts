import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

export type JwtClaims = JWTPayload & {
  role?: unknown;
  email?: unknown;
  session_id?: unknown;
};

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** HS256 signing and verification with the project's JWT secret; no other algorithm is accepted. */
export class JwtSigner {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: JWTPayload): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.#key);
  }

  async verify(token: string): Promise<VerifyResult> {
    if (token.split('.').length !== 3) {
      return { ok: false, reason: 'invalid', message: `Expected 3 parts in JWT; got ${token.split('.').length}` };
    }
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      return { ok: true, claims: payload as JwtClaims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
      if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' };
      if (error instanceof errors.JOSEAlgNotAllowed) return { ok: false, reason: 'invalid', message: 'Wrong or unsupported encoding algorithm' };
      return { ok: false, reason: 'invalid', message: 'JWT cryptographic operation failed' };
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
