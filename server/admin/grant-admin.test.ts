import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, serviceClient, signUpPlayer, startTestGateway, type TestGateway } from '../test-support/gateway';
import { grantAdmin } from './grant-admin';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('admin:grant', () => {
  it('makes the account an admin the way the app checks it, once, by its exact e-mail', async () => {
    const player = await signUpPlayer(gateway, 'keeper');
    const before = await player.client.rpc('is_admin');
    expect(before.data).toBe(false);

    const result = await grantAdmin(serviceClient(gateway), `  ${player.email.toUpperCase()} `);
    expect(result).toEqual({ userId: player.user.id, email: player.email, alreadyAdmin: false });
    // The HUD's check: the player reads their own admin_users row; SQL's is_admin() agrees.
    const row = await player.client.from('admin_users').select('id, role').eq('user_id', player.user.id);
    expect(row.data).toEqual([{ id: expect.any(String), role: 'admin' }]);
    expect((await player.client.rpc('is_admin')).data).toBe(true);

    expect((await grantAdmin(serviceClient(gateway), player.email)).alreadyAdmin).toBe(true);
    const rows = await serviceClient(gateway).from('admin_users').select('id').eq('user_id', player.user.id);
    expect(rows.data).toHaveLength(1);
  });

  it('refuses an unknown or partial e-mail and a key without the service role', async () => {
    const player = await signUpPlayer(gateway, 'bystander');
    await expect(grantAdmin(serviceClient(gateway), 'nobody-here@example.com')).rejects.toThrow(
      'No account with the e-mail nobody-here@example.com',
    );
    // A substring of a real address matches admin_find_user, but not the exact address.
    await expect(grantAdmin(serviceClient(gateway), player.email.slice(1))).rejects.toThrow('No account');
    await expect(grantAdmin(serviceClient(gateway), 'not-an-email')).rejects.toThrow('Not an e-mail address');
    await expect(grantAdmin(clientFor(gateway), player.email)).rejects.toThrow('Could not look the account up');
    expect((await player.client.rpc('is_admin')).data).toBe(false);
  });
});
