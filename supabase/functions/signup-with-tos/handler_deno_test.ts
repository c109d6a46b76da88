// signup-with-tos under real Deno (issue 31, "Deployable as written"): the handler as the hosted runtime runs it,
// with an in-memory supabase-js admin client. Against the real gateway: server/functions/signup-with-tos.test.ts.
// A caller without a valid JWT never reaches this function: the platform's verify_jwt refuses it first (the
// gateway's route does the same). What the function itself is refused by is the auth service, when the
// service-role key it was deployed with is not accepted.
//
// Both of the auth service's confirmation settings: at once (the gateway, a hosted project with "Confirm email" off)
// the account is made confirmed; otherwise through the service's sign-up, which sends the confirmation e-mail.
import { TERMS_VERSION } from '../../../src/platform/terms.ts';
import { answerOf, assertEquals, assertMatch, post } from '../_testing/assert.ts';
import { entryHandler } from '../_testing/entry.ts';
import {
  authConfirmsAtOnce,
  confirmationRedirect,
  handleSignupWithTos,
  messages,
  type SignedUpUser,
  type SignupAdminClient,
  type SignupDeps,
} from './handler.ts';

interface ClientError {
  message: string;
  status?: number;
  code?: string;
}

interface FakeUser {
  id: string;
  email: string;
  password: string;
  metadata: Record<string, unknown>;
  confirmed: boolean;
}

interface FakeAuth {
  /** The project's setting: the service confirms addresses at once (no e-mail). */
  confirmsAtOnce: boolean;
  users: Map<string, FakeUser>;
  acceptances: { user_id: string; accepted_at: string; tos_version: string; email_opt_in: boolean }[];
  deleted: string[];
  clients: { url: string; key: string }[];
  /** The confirmation e-mails the service sent: to whom, and where its link leads. */
  mails: { email: string; redirectTo?: string }[];
  /** What createUser and signUp answer instead of creating, if set. */
  refuse?: ClientError;
  /** What the tos_acceptances insert answers, if set. */
  insertError?: ClientError;
}

const userJson = (user: FakeUser): SignedUpUser => ({
  id: user.id,
  email: user.email,
  ...(user.confirmed ? { email_confirmed_at: '2025-01-15T09:00:00Z' } : {}),
  identities: [{ provider: 'email', user_id: user.id }],
});

/** The auth service and database behind the function's clients, GoTrue's rules for its two ways to make a user. */
function fakeDeps(confirmsAtOnce = true): { deps: SignupDeps; auth: FakeAuth } {
  const auth: FakeAuth = { confirmsAtOnce, users: new Map(), acceptances: [], deleted: [], clients: [], mails: [] };
  const byEmail = (email: string) => [...auth.users.values()].find((user) => user.email === email);
  const client: SignupAdminClient = {
    auth: {
      // POST /auth/v1/signup: the project's setting decides; an address already taken gets a stand-in user when
      // confirmations are on (nothing revealed), the same unconfirmed account again with the e-mail sent once more.
      signUp: ({ email, password, options }) => {
        if (auth.refuse) return Promise.resolve({ data: { user: null, session: null }, error: auth.refuse });
        const existing = byEmail(email);
        if (existing && auth.confirmsAtOnce)
          return Promise.resolve({
            data: { user: null, session: null },
            error: { message: 'User already registered', status: 422, code: 'user_already_exists' },
          });
        if (existing?.confirmed) {
          const standIn = { id: crypto.randomUUID(), email, identities: [] };
          return Promise.resolve({ data: { user: standIn, session: null }, error: null });
        }
        const user = existing ?? {
          id: crypto.randomUUID(),
          email,
          password,
          metadata: options.data,
          confirmed: auth.confirmsAtOnce,
        };
        auth.users.set(user.id, user);
        if (!user.confirmed) auth.mails.push({ email, redirectTo: options.emailRedirectTo });
        const session = user.confirmed ? { access_token: 'token-of-the-new-user' } : null;
        return Promise.resolve({ data: { user: userJson(user), session }, error: null });
      },
      admin: {
        createUser: (attributes) => {
          if (auth.refuse) return Promise.resolve({ data: { user: null }, error: auth.refuse });
          if (byEmail(attributes.email))
            return Promise.resolve({
              data: { user: null },
              error: { message: 'A user with this email address has already been registered', status: 422 },
            });
          const user: FakeUser = {
            id: crypto.randomUUID(),
            email: attributes.email,
            password: attributes.password,
            metadata: attributes.user_metadata,
            confirmed: attributes.email_confirm,
          };
          auth.users.set(user.id, user);
          return Promise.resolve({ data: { user: userJson(user) }, error: null });
        },
        deleteUser: (id) => {
          auth.deleted.push(id);
          auth.users.delete(id);
          return Promise.resolve({ error: null });
        },
      },
    },
    from: () => ({
      insert: (row) => {
        if (auth.insertError) return Promise.resolve({ error: auth.insertError });
        // tos_acceptances.user_id is the primary key.
        if (auth.acceptances.some((other) => other.user_id === row.user_id))
          return Promise.resolve({ error: { message: 'duplicate key value', code: '23505' } });
        auth.acceptances.push(row);
        return Promise.resolve({ error: null });
      },
    }),
  };
  const deps: SignupDeps = {
    supabaseUrl: 'http://127.0.0.1:54321',
    serviceRoleKey: 'service-role-key',
    tosVersion: TERMS_VERSION,
    createClient: (url, key) => {
      auth.clients.push({ url, key });
      return client;
    },
    confirmsAtOnce: () => Promise.resolve(auth.confirmsAtOnce),
  };
  return { deps, auth };
}

const valid = () => ({
  email: ' New.Hunter@Example.com ',
  password: 'secret-1',
  tos_accepted: true,
  email_opt_in: true,
});

/** The request as the game's page sends it from its site. */
const fromSite = (body: unknown, origin = 'https://shadow-hunter.example') => {
  const request = post(body);
  request.headers.set('Origin', origin);
  return request;
};

Deno.test('signup-with-tos: where addresses are confirmed at once, a confirmed account and the terms', async () => {
  const { deps, auth } = fakeDeps(true);
  const answer = await answerOf(await handleSignupWithTos(fromSite(valid()), deps));
  assertEquals(answer.status, 200, JSON.stringify(answer.body));
  const [user] = [...auth.users.values()];
  assertEquals(answer.body, {
    user: { id: user?.id, email: 'new.hunter@example.com' },
    confirmation_pending: false,
  });
  assertMatch(user, { confirmed: true, password: 'secret-1', metadata: { email_opt_in: true } });
  assertEquals(auth.mails, []);
  assertEquals(auth.clients, [{ url: deps.supabaseUrl, key: deps.serviceRoleKey }]);
  assertEquals(auth.acceptances.length, 1);
  assertMatch(auth.acceptances[0], { user_id: user?.id, tos_version: TERMS_VERSION, email_opt_in: true });
  assertEquals(answer.headers.get('Access-Control-Allow-Origin'), '*');
});

Deno.test(
  'signup-with-tos: with confirmations on, the service’s sign-up sends the e-mail, leading to /game',
  async () => {
    const { deps, auth } = fakeDeps(false);
    const answer = await answerOf(await handleSignupWithTos(fromSite(valid()), deps));
    assertEquals(answer.status, 200, JSON.stringify(answer.body));
    const [user] = [...auth.users.values()];
    assertEquals(answer.body, {
      user: { id: user?.id, email: 'new.hunter@example.com' },
      confirmation_pending: true,
    });
    assertMatch(user, { confirmed: false, password: 'secret-1', metadata: { email_opt_in: true } });
    assertEquals(auth.mails, [{ email: 'new.hunter@example.com', redirectTo: 'https://shadow-hunter.example/game' }]);
    assertMatch(auth.acceptances, [{ user_id: user?.id, tos_version: TERMS_VERSION, email_opt_in: true }]);
    // The sign-up has a client of its own; the terms are recorded with the service key's.
    assertEquals(auth.clients.length, 2);

    // Without an Origin (a script, not the page) the link leads where the project's site URL says.
    const scripted = await answerOf(await handleSignupWithTos(post({ ...valid(), email: 'b@example.com' }), deps));
    assertMatch(scripted.body, { confirmation_pending: true });
    assertEquals(auth.mails[1], { email: 'b@example.com', redirectTo: undefined });
  },
);

Deno.test(
  'signup-with-tos: the service’s own answer decides: confirmed at once after all, nothing pending',
  async () => {
    const { deps, auth } = fakeDeps(false);
    // The setting read as "not at once" (it could not be read, or changed since): the service confirms at once.
    deps.confirmsAtOnce = () => Promise.resolve(false);
    auth.confirmsAtOnce = true;
    const answer = await answerOf(await handleSignupWithTos(fromSite(valid()), deps));
    assertMatch(answer, { status: 200, body: { confirmation_pending: false } });
    assertEquals(auth.mails, []);
    assertEquals(auth.acceptances.length, 1);
  },
);

Deno.test(
  'signup-with-tos: with confirmations on, a taken address is a 409, and a repeat re-sends the e-mail',
  async () => {
    const { deps, auth } = fakeDeps(false);
    const first = await answerOf(await handleSignupWithTos(fromSite(valid()), deps));
    assertMatch(first, { status: 200, body: { confirmation_pending: true } });
    const [user] = [...auth.users.values()];

    // Signed up again before confirming: the service sends the e-mail once more; the account and its terms stay.
    const again = await answerOf(await handleSignupWithTos(fromSite(valid()), deps));
    assertEquals(again.body, { user: { id: user?.id, email: 'new.hunter@example.com' }, confirmation_pending: true });
    assertEquals(auth.mails.length, 2);
    assertEquals(auth.deleted, []);
    assertEquals(auth.acceptances.length, 1);

    // Once confirmed, the service answers a stand-in user: nothing is made or recorded, and the game says so.
    user!.confirmed = true;
    const taken = await answerOf(await handleSignupWithTos(fromSite(valid()), deps));
    assertEquals({ status: taken.status, body: taken.body }, { status: 409, body: { error: messages.duplicate } });
    assertEquals(auth.users.size, 1);
    assertEquals(auth.acceptances.length, 1);
    assertEquals(auth.mails.length, 2);
  },
);

Deno.test(
  'signup-with-tos: refuses a bad body and each invalid field with the spec’s message, creating nothing',
  async () => {
    for (const atOnce of [true, false]) {
      const { deps, auth } = fakeDeps(atOnce);
      const cases: [unknown, string][] = [
        ['{not json', messages.badRequest],
        ['[1, 2]', messages.badRequest],
        [{ ...valid(), email: '' }, messages.missingFields],
        [{ ...valid(), email: 'not-an-address' }, messages.invalidEmail],
        [{ ...valid(), password: '12345' }, messages.shortPassword],
        [{ ...valid(), tos_accepted: 'yes' }, messages.tosRequired],
        [{ ...valid(), email_opt_in: 'no' }, messages.optInInvalid],
        [{ ...valid(), account_tier: 'supporter' }, messages.tierInvalid],
      ];
      for (const [body, error] of cases) {
        const answer = await answerOf(await handleSignupWithTos(post(body), deps));
        assertEquals(
          { status: answer.status, body: answer.body },
          { status: 400, body: { error } },
          JSON.stringify(body),
        );
      }
      assertEquals(auth.users.size + auth.acceptances.length + auth.clients.length + auth.mails.length, 0);
    }
  },
);

Deno.test('signup-with-tos: a service key the auth service refuses, a duplicate, a lost terms record', async () => {
  for (const atOnce of [true, false]) {
    const { deps, auth } = fakeDeps(atOnce);
    auth.refuse = { message: 'Invalid API key', status: 401 };
    const refused = await answerOf(await handleSignupWithTos(post(valid()), deps));
    assertMatch(refused, { status: 500, body: { error: 'Invalid API key' } });
    auth.refuse = { message: 'Request rate limit reached', status: 429, code: 'over_request_rate_limit' };
    assertMatch(await answerOf(await handleSignupWithTos(post(valid()), deps)), { status: 429 });
    assertEquals(auth.users.size + auth.acceptances.length, 0);

    delete auth.refuse;
    assertEquals((await handleSignupWithTos(post(valid()), deps)).status, 200);
    if (atOnce) {
      const duplicate = await answerOf(await handleSignupWithTos(post(valid()), deps));
      assertMatch(duplicate, { status: 409, body: { error: messages.duplicate } });
    }

    // Without a record of the accepted terms the account must not exist: it is undone.
    auth.insertError = { message: 'insert failed' };
    const lost = await answerOf(await handleSignupWithTos(post({ ...valid(), email: 'other@example.com' }), deps));
    assertMatch(lost, { status: 500, body: { error: messages.failed } });
    assertEquals(auth.deleted.length, 1, `confirms at once: ${atOnce}`);
    assertEquals(auth.users.size, 1, 'only the first account remains');
  }
});

Deno.test(
  'signup-with-tos: reads the project’s setting from its auth service; unreadable leaves it to the service',
  async () => {
    const asked: { url: string; apikey: string | null }[] = [];
    const settings = (answer: Response | Error) => (url: string, init: RequestInit) => {
      asked.push({ url, apikey: new Headers(init.headers).get('apikey') });
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    };
    const read = (answer: Response | Error) => authConfirmsAtOnce('https://ref.supabase.co', 'key', settings(answer));
    assertEquals(await read(Response.json({ mailer_autoconfirm: true, disable_signup: false })), true);
    assertEquals(await read(Response.json({ mailer_autoconfirm: false })), false);
    assertEquals(await read(Response.json({})), false);
    assertEquals(await read(new Response('down', { status: 503 })), false);
    assertEquals(await read(new Response('not json')), false);
    assertEquals(await read(new TypeError('network')), false);
    assertEquals(asked[0], { url: 'https://ref.supabase.co/auth/v1/settings', apikey: 'key' });

    const origin = (value: string | null) => {
      const request = post({});
      if (value !== null) request.headers.set('Origin', value);
      return confirmationRedirect(request);
    };
    assertEquals(origin('http://localhost:5173'), 'http://localhost:5173/game');
    assertEquals(origin('https://shadow-hunter.example'), 'https://shadow-hunter.example/game');
    assertEquals(origin(null), undefined);
    assertEquals(origin('null'), undefined);
    assertEquals(origin('chrome-extension://abc'), undefined);
  },
);

Deno.test('signup-with-tos: index.ts loads under Deno and serves the handler', async () => {
  const handler = await entryHandler(() => import('./index.ts'));
  const preflight = await handler(new Request('http://functions.test/v1/signup-with-tos', { method: 'OPTIONS' }));
  assertEquals(await preflight.text(), 'ok');
  const badBody = await answerOf(await handler(post('{not json')));
  assertMatch(badBody, { status: 400, body: { error: messages.badRequest } });
});
