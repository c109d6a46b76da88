import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import type { GatewayConfig } from '../config';
import type { Database } from '../db/database';
import { clientIp, type GatewayContext, type GatewayEnv } from '../http/context';
import { authError, authErrors, authJson } from './errors';
import { bearerToken, type JwtClaims, type JwtSigner } from './jwt';
import { createSession, rotateRefreshToken, tokenResponse } from './sessions';
import type { AuthThrottle } from './throttle';
import {
  containsNul,
  findUserByEmail,
  findUserById,
  hasControlCharacters,
  insertUser,
  isValidEmail,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
  userJson,
} from './users';

export interface AuthDeps {
  db: Database;
  config: GatewayConfig;
  signer: JwtSigner;
  throttle: AuthThrottle;
}

const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_BYTES = 72;

type JsonObject = Record<string, unknown>;

async function readJsonObject(c: GatewayContext): Promise<JsonObject | null> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;
  } catch {
    return null;
  }
}

function stringField(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

function objectField(body: JsonObject, key: string): JsonObject {
  const value = body[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
}

/** The checks GoTrue makes on a new password; null when it is acceptable. */
function passwordProblem(password: string | undefined): Response | null {
  if (password === undefined || password === '')
    return authError(422, 'validation_failed', 'Signup requires a valid password');
  // Malformed input rather than a weak password: a NUL would end the password early in C bcrypt.
  if (password.includes('\u0000'))
    return authError(400, 'validation_failed', 'Password cannot contain null characters');
  if (password.length < MIN_PASSWORD_LENGTH) {
    return authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
    return authError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  return null;
}

const emailTooLong = () => authError(400, 'validation_failed', 'An email address is too long');
const emailMalformed = () => authError(400, 'validation_failed', 'Unable to validate email address: invalid format');

function emailProblem(email: string | undefined): Response | null {
  if (email === undefined || email.trim() === '')
    return authError(400, 'validation_failed', 'To signup, please provide your email');
  if (normalizeEmail(email).length > MAX_EMAIL_LENGTH) return emailTooLong();
  if (!isValidEmail(normalizeEmail(email))) return emailMalformed();
  return null;
}

/** User metadata is stored as jsonb, which cannot hold \u0000. */
function metadataProblem(...metadata: JsonObject[]): Response | null {
  return metadata.some(containsNul)
    ? authError(400, 'validation_failed', 'User metadata cannot contain null characters (\\u0000)')
    : null;
}

/** GoTrue's /auth/v1 subset: signup, token (password, refresh_token), user, logout, admin users. */
export function authRoutes(deps: AuthDeps): Hono<GatewayEnv> {
  const { db, config, signer, throttle } = deps;
  const app = new Hono<GatewayEnv>();
  // Compared against when the e-mail is unknown, so a miss costs as much time as a wrong password.
  const dummyHash = bcrypt.hashSync('not-a-real-password', config.bcryptCost);

  /** The verified claims of a user access token, or the GoTrue error to answer with. */
  const requireUserClaims = async (
    c: GatewayContext,
  ): Promise<{ claims: JwtClaims & { sub: string } } | { error: Response }> => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return { error: authErrors.noAuthorization() };
    const verified = await signer.verify(token);
    if (!verified.ok) {
      return {
        error: authErrors.badJwt(
          verified.reason === 'expired' ? 'token has invalid claims: token is expired' : verified.message,
        ),
      };
    }
    const sub = verified.claims.sub;
    if (typeof sub !== 'string' || sub === '')
      return { error: authError(403, 'bad_jwt', 'invalid claim: missing sub claim') };
    c.set('userId', sub);
    return { claims: { ...verified.claims, sub } };
  };

  const requireServiceRole = async (c: GatewayContext): Promise<Response | null> => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return authErrors.noAuthorization();
    const verified = await signer.verify(token);
    if (!verified.ok) return authErrors.badJwt(verified.message);
    return verified.claims.role === 'service_role' ? null : authErrors.notAdmin();
  };

  app.get('/health', () =>
    authJson({
      version: 'shadow-hunter-gateway',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth of the local gateway',
    }),
  );

  app.post('/signup', async (c) => {
    const body = await readJsonObject(c);
    if (!body) return authErrors.badJson();
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    const userMetadata = objectField(body, 'data');
    const ip = clientIp(c);
    // The address counts first; the e-mail is keyed only once it is known to be a valid address.
    if (!throttle.allowAddress('signup', ip)) return authErrors.rateLimited();
    const problem = emailProblem(email) ?? passwordProblem(password) ?? metadataProblem(userMetadata);
    if (problem) return problem;
    if (!throttle.allowSignUpEmail(normalizeEmail(email!))) return authErrors.rateLimited();

    const passwordHash = await bcrypt.hash(password!, config.bcryptCost);
    return db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: email!,
        passwordHash,
        confirmed: config.autoConfirm,
        userMetadata,
        appMetadata: {},
      });
      if (!user) return authError(422, 'user_already_exists', 'User already registered');
      c.set('userId', user.id);
      if (!config.autoConfirm) return authJson(userJson(user));
      const signedIn = (
        await tx.query<typeof user>(
          `update auth.users set last_sign_in_at = now() where id = $1
           returning id, email, encrypted_password, email_confirmed_at,
           last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`,
          [user.id],
        )
      ).rows[0]!;
      const tokens = await createSession(tx, user.id, { ip, userAgent: c.req.header('User-Agent') });
      throttle.rememberOrigin(ip, normalizeEmail(email!));
      return authJson(await tokenResponse(signer, config, signedIn, tokens));
    });
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJsonObject(c);
    if (!body) return authErrors.badJson();

    if (grantType === 'password') {
      const email = stringField(body, 'email');
      const password = stringField(body, 'password');
      const ip = clientIp(c);
      if (!throttle.allowAddress('signin', ip)) return authErrors.rateLimited();
      if (!email || !password) return authErrors.invalidCredentials();
      // Input no account can have is answered before it is keyed or looked up.
      const normalized = normalizeEmail(email);
      if (normalized.length > MAX_EMAIL_LENGTH) return emailTooLong();
      if (hasControlCharacters(normalized)) return emailMalformed();
      if (password.includes('\u0000') || Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
        return authErrors.invalidCredentials();
      const ticket = throttle.beginSignIn(ip, normalized);
      if (!ticket) return authErrors.rateLimited();
      const user = await findUserByEmail(db, normalized);
      const matches = await bcrypt.compare(password, user?.encrypted_password ?? dummyHash);
      if (!user || !user.encrypted_password || !matches) return authErrors.invalidCredentials();
      if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
        return authError(400, 'user_banned', 'User is banned');
      ticket.succeeded();
      c.set('userId', user.id);
      return db.transaction(async (tx) => {
        const signedIn = (
          await tx.query<typeof user>(
            `update auth.users set last_sign_in_at = now() where id = $1
             returning id, email, encrypted_password, email_confirmed_at,
             last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`,
            [user.id],
          )
        ).rows[0]!;
        const tokens = await createSession(tx, user.id, { ip, userAgent: c.req.header('User-Agent') });
        return authJson(await tokenResponse(signer, config, signedIn, tokens));
      });
    }

    if (grantType === 'refresh_token') {
      const refreshToken = stringField(body, 'refresh_token');
      if (!refreshToken)
        return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return db.transaction(async (tx) => {
        const outcome = await rotateRefreshToken(tx, refreshToken, config.refreshReuseWindowMs);
        if (outcome.kind === 'not_found')
          return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        if (outcome.kind === 'reused')
          return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        const user = await findUserById(tx, outcome.userId);
        if (!user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        c.set('userId', user.id);
        return authJson(await tokenResponse(signer, config, user, outcome.tokens));
      });
    }

    return authError(
      400,
      'unsupported_grant_type',
      'unsupported_grant_type: only password and refresh_token are supported',
    );
  });

  app.get('/user', async (c) => {
    const auth = await requireUserClaims(c);
    if ('error' in auth) return auth.error;
    const user = await findUserById(db, auth.claims.sub);
    if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = auth.claims.session_id;
    if (typeof sessionId === 'string') {
      const live = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
      if (live.rows.length === 0)
        return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return authJson(userJson(user));
  });

  app.post('/logout', async (c) => {
    const auth = await requireUserClaims(c);
    if ('error' in auth) return auth.error;
    const scope = c.req.query('scope') ?? 'global';
    const sessionId = typeof auth.claims.session_id === 'string' ? auth.claims.session_id : null;
    if (scope === 'global' || sessionId === null) {
      await db.query('delete from auth.sessions where user_id = $1', [auth.claims.sub]);
    } else if (scope === 'local') {
      await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, auth.claims.sub]);
    } else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [auth.claims.sub, sessionId]);
    } else {
      return authError(400, 'validation_failed', 'Unsupported logout scope: use global, local or others');
    }
    return new Response(null, { status: 204, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
  });

  // Admin API (service role only): what auth.admin.createUser / getUserById / deleteUser send.
  app.post('/admin/users', async (c) => {
    const denied = await requireServiceRole(c);
    if (denied) return denied;
    const body = await readJsonObject(c);
    if (!body) return authErrors.badJson();
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    const userMetadata = objectField(body, 'user_metadata');
    const appMetadata = objectField(body, 'app_metadata');
    const problem =
      emailProblem(email) ??
      (password === undefined ? null : passwordProblem(password)) ??
      metadataProblem(userMetadata, appMetadata);
    if (problem) return problem;
    const passwordHash = password === undefined ? null : await bcrypt.hash(password, config.bcryptCost);
    const user = await db.transaction((tx) =>
      insertUser(tx, {
        email: email!,
        passwordHash,
        confirmed: body.email_confirm === true,
        userMetadata,
        appMetadata,
      }),
    );
    if (!user) return authError(422, 'email_exists', 'A user with this email address has already been registered');
    return authJson(userJson(user));
  });

  app.get('/admin/users/:id', async (c) => {
    const denied = await requireServiceRole(c);
    if (denied) return denied;
    const user = await findUserById(db, c.req.param('id'));
    return user ? authJson(userJson(user)) : authErrors.userNotFound();
  });

  app.delete('/admin/users/:id', async (c) => {
    const denied = await requireServiceRole(c);
    if (denied) return denied;
    const user = await findUserById(db, c.req.param('id'));
    if (!user) return authErrors.userNotFound();
    await db.query('delete from auth.users where id = $1', [user.id]);
    return authJson({});
  });

  app.notFound(() => authError(404, 'not_found', 'Not found'));
  return app;
}
