// signup-with-tos under real Deno (issue 31, "Deployable as written"): the handler as the hosted runtime runs it,
// with an in-memory supabase-js admin client. Against the real gateway: server/functions/signup-with-tos.test.ts.
// A caller without a valid JWT never reaches this function: the platform's verify_jwt refuses it first (the
// gateway's route does the same). What the function itself is refused by is the auth service, when the
// service-role key it was deployed with is not accepted.
import { TERMS_VERSION } from '../../../src/platform/terms.ts';
import { answerOf, assertEquals, assertMatch, post } from '../_testing/assert.ts';
import { entryHandler } from '../_testing/entry.ts';
import { handleSignupWithTos, messages, type SignupAdminClient, type SignupDeps } from './handler.ts';

interface ClientError {
  message: string;
  status?: number;
  code?: string;
}

interface FakeAuth {
  users: Map<string, { id: string; email: string; metadata: Record<string, unknown> }>;
  acceptances: { user_id: string; accepted_at: string; tos_version: string; email_opt_in: boolean }[];
  deleted: string[];
  clients: { url: string; key: string }[];
  /** What createUser answers instead of creating, if set. */
  refuse?: ClientError;
  /** What the tos_acceptances insert answers, if set. */
  insertError?: ClientError;
}

function fakeDeps(): { deps: SignupDeps; auth: FakeAuth } {
  const auth: FakeAuth = { users: new Map(), acceptances: [], deleted: [], clients: [] };
  const client: SignupAdminClient = {
    auth: {
      admin: {
        createUser: (attributes) => {
          if (auth.refuse) return Promise.resolve({ data: { user: null }, error: auth.refuse });
          if ([...auth.users.values()].some((user) => user.email === attributes.email))
            return Promise.resolve({
              data: { user: null },
              error: { message: 'A user with this email address has already been registered', status: 422 },
            });
          const user = { id: crypto.randomUUID(), email: attributes.email, metadata: attributes.user_metadata };
          auth.users.set(user.id, user);
          return Promise.resolve({ data: { user: { id: user.id, email: user.email } }, error: null });
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
  };
  return { deps, auth };
}

const valid = () => ({
  email: ' New.Hunter@Example.com ',
  password: 'secret-1',
  tos_accepted: true,
  email_opt_in: true,
});

Deno.test('signup-with-tos: creates the account with the service role and records the accepted terms', async () => {
  const { deps, auth } = fakeDeps();
  const answer = await answerOf(await handleSignupWithTos(post(valid()), deps));
  assertEquals(answer.status, 200, JSON.stringify(answer.body));
  const [user] = [...auth.users.values()];
  assertEquals(answer.body, { user: { id: user?.id, email: 'new.hunter@example.com' } });
  assertEquals(user?.metadata, { email_opt_in: true });
  assertEquals(auth.clients, [{ url: deps.supabaseUrl, key: deps.serviceRoleKey }]);
  assertEquals(auth.acceptances.length, 1);
  assertMatch(auth.acceptances[0], { user_id: user?.id, tos_version: TERMS_VERSION, email_opt_in: true });
  assertEquals(answer.headers.get('Access-Control-Allow-Origin'), '*');
});

Deno.test(
  'signup-with-tos: refuses a bad body and each invalid field with the spec’s message, creating nothing',
  async () => {
    const { deps, auth } = fakeDeps();
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
    assertEquals(auth.users.size + auth.acceptances.length + auth.clients.length, 0);
  },
);

Deno.test('signup-with-tos: a service key the auth service refuses, a duplicate, a lost terms record', async () => {
  const { deps, auth } = fakeDeps();
  auth.refuse = { message: 'Invalid API key', status: 401 };
  const refused = await answerOf(await handleSignupWithTos(post(valid()), deps));
  assertMatch(refused, { status: 500, body: { error: 'Invalid API key' } });
  assertEquals(auth.users.size + auth.acceptances.length, 0);

  delete auth.refuse;
  assertEquals((await handleSignupWithTos(post(valid()), deps)).status, 200);
  const duplicate = await answerOf(await handleSignupWithTos(post(valid()), deps));
  assertMatch(duplicate, { status: 409, body: { error: messages.duplicate } });

  // Without a record of the accepted terms the account must not exist: it is undone.
  auth.insertError = { message: 'insert failed' };
  const lost = await answerOf(await handleSignupWithTos(post({ ...valid(), email: 'other@example.com' }), deps));
  assertMatch(lost, { status: 500, body: { error: messages.failed } });
  assertEquals(auth.deleted.length, 1);
  assertEquals(auth.users.size, 1, 'only the first account remains');
});

Deno.test('signup-with-tos: index.ts loads under Deno and serves the handler', async () => {
  const handler = await entryHandler(() => import('./index.ts'));
  const preflight = await handler(new Request('http://functions.test/v1/signup-with-tos', { method: 'OPTIONS' }));
  assertEquals(await preflight.text(), 'ok');
  const badBody = await answerOf(await handler(post('{not json')));
  assertMatch(badBody, { status: 400, body: { error: messages.badRequest } });
});
