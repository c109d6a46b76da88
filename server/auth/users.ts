import type { Queryable } from '../db/database';

/** The auth.users columns the gateway reads. */
export interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
  banned_until: Date | string | null;
}

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, banned_until`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** GoTrue's limit: longer addresses are refused with "An email address is too long". */
export const MAX_EMAIL_LENGTH = 255;

/** GoTrue keeps addresses trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Control characters (a NUL above all: Postgres text cannot hold one) never belong in an address. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && !hasControlCharacters(email) && EMAIL_PATTERN.test(email);
}

/**
 * True when a JSON value holds a NUL character in any string or key: Postgres jsonb refuses
 * \u0000, so such metadata must be answered as bad input before it reaches the database. Walks
 * iteratively, so deeply nested input cannot exhaust the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item as unknown[]) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

function iso(value: Date | string | null): string | undefined {
  if (value === null) return undefined;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** The user object GoTrue returns (token responses, GET /user, admin endpoints). */
export function userJson(row: UserRow): Record<string, unknown> {
  const created = iso(row.created_at)!;
  const confirmed = iso(row.email_confirmed_at);
  const lastSignIn = iso(row.last_sign_in_at);
  const userMetadata = row.raw_user_meta_data ?? {};
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email ?? '',
    ...(confirmed ? { email_confirmed_at: confirmed, confirmed_at: confirmed } : {}),
    phone: '',
    ...(lastSignIn ? { last_sign_in_at: lastSignIn } : {}),
    app_metadata: { provider: 'email', providers: ['email'], ...(row.raw_app_meta_data ?? {}) },
    user_metadata: userMetadata,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: {
          email: row.email ?? '',
          email_verified: confirmed !== undefined,
          phone_verified: false,
          sub: row.id,
        },
        provider: 'email',
        ...(lastSignIn ? { last_sign_in_at: lastSignIn } : {}),
        created_at: created,
        updated_at: iso(row.updated_at),
        email: row.email ?? '',
      },
    ],
    created_at: created,
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [
    normalizeEmail(email),
  ]);
  return result.rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const result = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return result.rows[0] ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
}

/**
 * Inserts the user (the on_auth_user_created trigger adds profile, player, rank and skills); null when the e-mail is
 * taken.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ($1, $2, case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
     on conflict (email) where email is not null do nothing
     returning ${USER_COLUMNS}`,
    [
      normalizeEmail(user.email),
      user.passwordHash,
      user.confirmed,
      JSON.stringify(user.userMetadata),
      JSON.stringify({ provider: 'email', providers: ['email'], ...user.appMetadata }),
    ],
  );
  return result.rows[0] ?? null;
}
