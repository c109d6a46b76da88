// The benchmarks' gateway load, run briefly on every test line (issue 30's standard: keep every bench suite
// running). The load generator sends the save the gateway bench measures with; when the save guard refused that
// save (an item it did not know), 794 of 798 bench updates were answered 400 and no test noticed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from '../bench/suites/gateway';
import { signUpPlayer, startTestGateway, type TestGateway } from './test-support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('gateway bench, smoke run', () => {
  it('stores every update of its load: no refusal by the save guard, no error', async () => {
    const player = await signUpPlayer(gateway, 'bench-smoke');
    const load = await runLoad({
      url: gateway.url,
      anonKey: gateway.config.anonKey,
      serviceRoleKey: gateway.config.serviceRoleKey,
      email: player.email,
      password: player.password,
      closedLoopMs: 400,
      concurrency: 2,
      openLoopRps: 10,
      openLoopMs: 400,
      signIns: 2,
    });
    expect(load.failures).toEqual({});
    expect(load.closedLoop.errors + load.openLoop.errors).toBe(0);
    expect(load.closedLoop.requests).toBeGreaterThan(0);
    expect(load.signIn.count).toBe(2);
  });
});
