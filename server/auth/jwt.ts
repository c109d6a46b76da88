import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

export type JwtClaims = JWTPayload & {
  role?: unknown;
  email?: unknown;
  session_id?: unknown;
};

export type VerifyResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

const VERIFIED_CACHE_SIZE = 2000;

/**
 * HS256 signing and verification with the project's JWT secret; no other algorithm is accepted.
 * Verified tokens are remembered (by their exact text) until they expire, so a client's requests
 * do not each pay for an HMAC.
 */
export class JwtSigner {
  readonly #secret: Uint8Array<ArrayBuffer>;
  #key: Promise<CryptoKey> | undefined;
  readonly #verified = new Map<string, JwtClaims>();

  constructor(secret: string) {
    this.#secret = new TextEncoder().encode(secret);
  }

  #cryptoKey(): Promise<CryptoKey> {
    this.#key ??= crypto.subtle.importKey('raw', this.#secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.#key;
  }

  async sign(claims: JWTPayload): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await this.#cryptoKey());
  }

  async verify(token: string): Promise<VerifyResult> {
    const remembered = this.#verified.get(token);
    if (remembered) {
      if (typeof remembered.exp !== 'number' || remembered.exp > Date.now() / 1000)
        return { ok: true, claims: remembered };
      this.#verified.delete(token);
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
    if (token.split('.').length !== 3) {
      return { ok: false, reason: 'invalid', message: `Expected 3 parts in JWT; got ${token.split('.').length}` };
    }
    try {
      const { payload } = await jwtVerify(token, await this.#cryptoKey(), { algorithms: ['HS256'] });
      if (this.#verified.size >= VERIFIED_CACHE_SIZE) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, payload as JwtClaims);
      return { ok: true, claims: payload as JwtClaims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
      if (error instanceof errors.JWSSignatureVerificationFailed)
        return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' };
      if (error instanceof errors.JOSEAlgNotAllowed)
        return { ok: false, reason: 'invalid', message: 'Wrong or unsupported encoding algorithm' };
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
