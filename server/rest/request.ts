import type { GatewayConfig } from '../config';
import { bearerToken, type JwtClaims, type JwtSigner } from '../auth/jwt';
import type { Queryable } from '../db/database';
import type { GatewayContext } from '../http/context';
import { PgrstError, pgrst } from './errors';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface RequestAuth {
  role: ApiRole;
  claims: JwtClaims;
}

/**
 * Who is calling, from `Authorization: Bearer <jwt>` (else the apikey): the anon key, the service
 * role key or a user's access token, verified with the secret (HS256 only). The apikey, when sent,
 * must be a valid project key as on hosted Supabase.
 */
export async function authenticate(
  c: GatewayContext,
  signer: JwtSigner,
  config: Pick<GatewayConfig, 'anonKey' | 'serviceRoleKey'>,
): Promise<RequestAuth> {
  const apikey = c.req.header('apikey') ?? null;
  const token = bearerToken(c.req.header('Authorization')) ?? apikey;
  if (!token)
    throw new PgrstError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  if (apikey !== null && apikey !== token && apikey !== config.anonKey && apikey !== config.serviceRoleKey) {
    const key = await signer.verify(apikey);
    if (!key.ok)
      throw new PgrstError(
        401,
        'PGRST301',
        'Invalid API key',
        null,
        'Double check your Supabase `anon` or `service_role` API key.',
      );
  }
  const verified = await signer.verify(token);
  if (!verified.ok) throw pgrst.jwt(verified.message, verified.reason === 'expired');
  const role = verified.claims.role ?? 'anon';
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw pgrst.jwt('JWT role is not one of anon, authenticated, service_role', false);
  }
  if (typeof verified.claims.sub === 'string') c.set('userId', verified.claims.sub);
  return { role: role as ApiRole, claims: verified.claims };
}

const SET_REQUEST_CONTEXT = `select set_config('search_path', 'public', true), set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
  set_config('request.path', $4, true), set_config('request.headers', $5, true)`;

/** The values PostgREST sets at the start of a request's transaction: role, claims, method, path, headers. */
export type RequestContext = readonly [role: string, claims: string, method: string, path: string, headers: string];

export function requestContext(auth: RequestAuth, c: GatewayContext, path: string): RequestContext {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return [auth.role, JSON.stringify(auth.claims), c.req.method, path, JSON.stringify(headers)];
}

/** Sets the request context in the current transaction, so RLS and auth.uid() work. */
export async function applyRequestContext(tx: Queryable, context: RequestContext): Promise<void> {
  await tx.query(SET_REQUEST_CONTEXT, context);
}

/** `Prefer: return=representation, count=exact, resolution=merge-duplicates` as a map. */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const prefer = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.split('=').map((piece) => piece.trim());
    if (key) prefer.set(key, value ?? '');
  }
  return prefer;
}

export function wantsSingleObject(c: GatewayContext): boolean {
  return (c.req.header('Accept') ?? '').includes('application/vnd.pgrst.object+json');
}

/** Only the public schema is exposed (Accept-Profile for reads, Content-Profile for writes). */
export function checkProfile(c: GatewayContext): void {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const profile = c.req.header(read ? 'Accept-Profile' : 'Content-Profile');
  if (profile !== undefined && profile !== 'public') throw pgrst.schema(profile);
}

/** The request body parsed, and its text; PGRST102 for anything unparseable. An empty body is `fallback`. */
export async function readJsonBody(
  c: GatewayContext,
  fallback: unknown,
): Promise<{ value: unknown; text: string | undefined }> {
  const text = await c.req.text();
  if (text.trim() === '') return { value: fallback, text: undefined };
  try {
    return { value: JSON.parse(text) as unknown, text };
  } catch (error) {
    throw pgrst.badBody(error instanceof Error ? error.message : 'invalid JSON');
  }
}
