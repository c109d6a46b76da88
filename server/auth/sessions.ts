import { createHash, randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../config';
import type { Queryable } from '../db/database';
import type { JwtSigner } from './jwt';
import { userJson, type UserRow } from './users';

/** What the client receives; the database keeps only its SHA-256. */
function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionTokens {
  sessionId: string;
  sessionCreatedAt: Date;
  refreshToken: string;
}

export async function createSession(
  tx: Queryable,
  userId: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<SessionTokens> {
  const session = await tx.query<{ id: string; created_at: Date | string }>(
    `insert into auth.sessions (user_id, ip, user_agent) values ($1, $2, $3) returning id, created_at`,
    [userId, client.ip, client.userAgent ?? null],
  );
  const row = session.rows[0]!;
  const refreshToken = await addRefreshToken(tx, userId, row.id, null);
  return { sessionId: row.id, sessionCreatedAt: new Date(row.created_at), refreshToken };
}

async function addRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parentHash: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    hashRefreshToken(token),
    userId,
    sessionId,
    parentHash,
  ]);
  return token;
}

export type RefreshOutcome =
  { kind: 'rotated'; userId: string; tokens: SessionTokens } | { kind: 'not_found' } | { kind: 'reused' };

/**
 * Exchanges a refresh token for a new one. Tokens are single-use: presenting a used token again
 * within the reuse window (two tabs refreshing at once) gets another fresh token for the same
 * session; any later reuse looks like theft and revokes the whole session.
 */
export async function rotateRefreshToken(tx: Queryable, token: string, reuseWindowMs: number): Promise<RefreshOutcome> {
  const hash = hashRefreshToken(token);
  const found = await tx.query<{
    user_id: string;
    session_id: string;
    revoked: boolean;
    revoked_ms_ago: number;
    session_created_at: Date | string;
  }>(
    `select rt.user_id, rt.session_id, rt.revoked,
            (extract(epoch from (clock_timestamp() - rt.updated_at)) * 1000)::float8 as revoked_ms_ago,
            s.created_at as session_created_at
       from auth.refresh_tokens rt
       join auth.sessions s on s.id = rt.session_id
      where rt.token = $1
      for update of rt`,
    [hash],
  );
  const row = found.rows[0];
  if (!row) return { kind: 'not_found' };
  if (row.revoked && Number(row.revoked_ms_ago) > reuseWindowMs) {
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { kind: 'reused' };
  }
  if (!row.revoked) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = clock_timestamp() where token = $1', [
      hash,
    ]);
  }
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  const refreshToken = await addRefreshToken(tx, row.user_id, row.session_id, hash);
  return {
    kind: 'rotated',
    userId: row.user_id,
    tokens: { sessionId: row.session_id, sessionCreatedAt: new Date(row.session_created_at), refreshToken },
  };
}

/**
 * The token response of /token and /signup: `{access_token, token_type, expires_in, expires_at, refresh_token, user}`.
 */
export async function tokenResponse(
  signer: JwtSigner,
  config: Pick<GatewayConfig, 'accessTokenTtlSeconds' | 'publicUrl'>,
  user: UserRow,
  tokens: SessionTokens,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + config.accessTokenTtlSeconds;
  const userObject = userJson(user);
  const accessToken = await signer.sign({
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: `${config.publicUrl}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: '',
    app_metadata: userObject.app_metadata as Record<string, unknown>,
    user_metadata: userObject.user_metadata as Record<string, unknown>,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(tokens.sessionCreatedAt.getTime() / 1000) }],
    session_id: tokens.sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: config.accessTokenTtlSeconds,
    expires_at: expiresAt,
    refresh_token: tokens.refreshToken,
    user: userObject,
  };
}
