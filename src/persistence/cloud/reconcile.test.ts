import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { differingFields, reconcileStates } from '@/persistence/cloud/reconcile';
import { RECONCILE_STRATEGIES, type FieldChange } from '@/persistence/cloud/reconcile-types';
import type { JsonObject, JsonValue, SaveState } from '@/persistence/save-shape';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { createSampleSave } from '@/persistence/testing/sample-save';

type Json = JsonObject;
const asJson = (state: SaveState): Json => state as unknown as Json;

/** A server/client pair built from the sample save, each side edited by a function. */
function pair(
  editServer: (state: Json) => void,
  editClient: (state: Json) => void,
): { server: SaveState; client: SaveState } {
  const server = asJson(createSampleSave({ lastSaved: 1_000_000 }));
  const client = asJson(createSampleSave({ lastSaved: 1_000_000 }));
  editServer(server);
  editClient(client);
  return { server: server as unknown as SaveState, client: client as unknown as SaveState };
}

const at = (state: SaveState, path: string): JsonValue | undefined =>
  path
    .split('.')
    .reduce<JsonValue | undefined>(
      (node, key) => (node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined),
      asJson(state),
    );
const player = (state: Json): Json => state.player as Json;
const smart = (server: SaveState, client: SaveState) => reconcileStates(server, client, 'smart');
const change = (changes: FieldChange[], field: string) => changes.find((entry) => entry.field === field)?.resolution;

describe('smart reconciliation: server wins', () => {
  it('premium purchase (account tier and purchase records)', () => {
    const { server, client } = pair(
      (s) => {
        player(s).accountTier = 'base';
        s.premiumPurchases = [{ id: 'p1', sku: 'tier_base' }];
      },
      (c) => {
        player(c).accountTier = 'supporter';
        c.premiumPurchases = [
          { id: 'p1', sku: 'tier_base' },
          { id: 'p2', sku: 'tier_supporter' },
        ];
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'player.accountTier')).toBe('base');
    expect(at(result.state, 'premiumPurchases')).toEqual([{ id: 'p1', sku: 'tier_base' }]);
    expect(change(result.changes, 'player.accountTier')).toBe('server-wins');
    expect(change(result.changes, 'premiumPurchases')).toBe('server-wins');
  });

  it('achievements, wherever they sit', () => {
    const { server, client } = pair(
      (s) => {
        s.achievements = { list: [{ id: 'first_blood', isCompleted: true }], totalPoints: 10 };
        s.skillTraining = { achievements: ['streak_7'] };
      },
      (c) => {
        c.achievements = {
          list: [
            { id: 'first_blood', isCompleted: true },
            { id: 'slayer', isCompleted: true },
          ],
          totalPoints: 60,
        };
        c.skillTraining = { achievements: ['streak_7', 'streak_30'] };
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'achievements')).toEqual({
      list: [{ id: 'first_blood', isCompleted: true }],
      totalPoints: 10,
    });
    expect(at(result.state, 'skillTraining.achievements')).toEqual(['streak_7']);
    expect(change(result.changes, 'achievements')).toBe('server-wins');
  });

  it('hunter rank', () => {
    const { server, client } = pair(
      (s) => {
        player(s).hunterRank = 'D';
      },
      (c) => {
        player(c).hunterRank = 'SSS';
      },
    );
    expect(at(smart(server, client).state, 'player.hunterRank')).toBe('D');
  });

  it('total deaths, even when the client has fewer', () => {
    const { server, client } = pair(
      (s) => {
        (s.stats as Json).deaths = 12;
        s.deathPenalty = { statistics: { totalDeaths: 12 } };
      },
      (c) => {
        (c.stats as Json).deaths = 3;
        c.deathPenalty = { statistics: { totalDeaths: 3 } };
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'stats.deaths')).toBe(12);
    expect(at(result.state, 'deathPenalty.statistics.totalDeaths')).toBe(12);
    expect(change(result.changes, 'stats.deaths')).toBe('server-wins');
  });
});

describe('smart reconciliation: the client value when plausible', () => {
  it('health within 0..maxHealth', () => {
    const ok = pair(
      (s) => {
        player(s).health = 40;
      },
      (c) => {
        player(c).health = 90;
      },
    );
    expect(at(smart(ok.server, ok.client).state, 'player.health')).toBe(90);
    const over = pair(
      (s) => {
        player(s).health = 40;
      },
      (c) => {
        player(c).health = 101;
      },
    );
    const result = smart(over.server, over.client);
    expect(at(result.state, 'player.health')).toBe(40);
    expect(change(result.changes, 'player.health')).toBe('client-implausible');
    const negative = pair(
      (s) => {
        player(s).health = 40;
      },
      (c) => {
        player(c).health = -1;
      },
    );
    expect(at(smart(negative.server, negative.client).state, 'player.health')).toBe(40);
  });

  it('health against the default maximum of 100 when maxHealth is missing', () => {
    const ok = pair(
      (s) => {
        player(s).health = 10;
      },
      (c) => {
        player(c).health = 100;
        delete player(c).maxHealth;
      },
    );
    expect(at(smart(ok.server, ok.client).state, 'player.health')).toBe(100);
    const bad = pair(
      (s) => {
        player(s).health = 10;
      },
      (c) => {
        player(c).health = 150;
        delete player(c).maxHealth;
      },
    );
    expect(at(smart(bad.server, bad.client).state, 'player.health')).toBe(10);
  });

  it('mana within 0..maxMana, default 50', () => {
    const ok = pair(
      (s) => {
        player(s).mana = 5;
      },
      (c) => {
        player(c).mana = 50;
      },
    );
    expect(at(smart(ok.server, ok.client).state, 'player.mana')).toBe(50);
    const bad = pair(
      (s) => {
        player(s).mana = 5;
      },
      (c) => {
        player(c).mana = 51;
      },
    );
    expect(at(smart(bad.server, bad.client).state, 'player.mana')).toBe(5);
    const noMax = pair(
      (s) => {
        player(s).mana = 5;
      },
      (c) => {
        player(c).mana = 60;
        delete player(c).maxMana;
      },
    );
    expect(at(smart(noMax.server, noMax.client).state, 'player.mana')).toBe(5);
  });

  it('experience within 0..level x 1000', () => {
    const ok = pair(
      (s) => {
        player(s).experience = 100;
      },
      (c) => {
        player(c).level = 3;
        player(c).experience = 3000;
      },
    );
    expect(at(smart(ok.server, ok.client).state, 'player.experience')).toBe(3000);
    const bad = pair(
      (s) => {
        player(s).experience = 100;
      },
      (c) => {
        player(c).level = 3;
        player(c).experience = 3001;
      },
    );
    expect(at(smart(bad.server, bad.client).state, 'player.experience')).toBe(100);
  });

  it('inventory items when every item is well formed', () => {
    const items = [
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 7 },
    ];
    const ok = pair(
      (s) => {
        (s.inventory as Json).items = [{ id: 'a', quantity: 9 }];
      },
      (c) => {
        (c.inventory as Json).items = items;
      },
    );
    const result = smart(ok.server, ok.client);
    expect(at(result.state, 'inventory.items')).toEqual(items);
    expect(change(result.changes, 'inventory.items')).toBe('client-wins');
    for (const badItems of [
      [{ id: 'a', quantity: -1 }],
      [{ id: 'a', quantity: 1.5 }],
      [
        { id: 'a', quantity: 1 },
        { id: 'a', quantity: 2 },
      ],
      [{ quantity: 1 }],
      'nope',
    ]) {
      const bad = pair(
        (s) => {
          (s.inventory as Json).items = [{ id: 'a', quantity: 9 }];
        },
        (c) => {
          (c.inventory as Json).items = badItems as JsonValue;
        },
      );
      expect(at(smart(bad.server, bad.client).state, 'inventory.items')).toEqual([{ id: 'a', quantity: 9 }]);
    }
  });

  it('skills, each within the tier cap', () => {
    const ok = pair(
      (s) => {
        (s.skills as Json).bladework = { level: 3, experience: 300, isTraining: false };
      },
      (c) => {
        (c.skills as Json).bladework = { level: 14, experience: 9000, isTraining: true };
      },
    );
    expect(at(smart(ok.server, ok.client).state, 'skills.bladework')).toEqual({
      level: 14,
      experience: 9000,
      isTraining: true,
    });
    // A demo account (server tier) caps skills at 15.
    const overCap = pair(
      (s) => {
        (s.skills as Json).bladework = { level: 3, experience: 300, isTraining: false };
      },
      (c) => {
        (c.skills as Json).bladework = { level: 16, experience: 9000, isTraining: true };
      },
    );
    const result = smart(overCap.server, overCap.client);
    expect(at(result.state, 'skills.bladework')).toEqual({ level: 3, experience: 300, isTraining: false });
    expect(change(result.changes, 'skills.bladework')).toBe('client-implausible');
    const negative = pair(
      (s) => {
        (s.skills as Json).alchemy = { level: 2, experience: 10, isTraining: false };
      },
      (c) => {
        (c.skills as Json).alchemy = { level: 2, experience: -5, isTraining: false };
      },
    );
    expect(at(smart(negative.server, negative.client).state, 'skills.alchemy.experience')).toBe(10);
  });

  it("skills never go back: a plausible client behind the server's XP keeps the server's skill", () => {
    const behind = pair(
      (s) => {
        (s.skills as Json).witchcraft = { level: 9, experience: 1_200, isTraining: false };
      },
      (c) => {
        (c.skills as Json).witchcraft = { level: 4, experience: 400, isTraining: true };
      },
    );
    const result = smart(behind.server, behind.client);
    expect(at(result.state, 'skills.witchcraft')).toEqual({ level: 9, experience: 1_200, isTraining: false });
    expect(change(result.changes, 'skills.witchcraft')).toBe('higher-wins');
    const ahead = pair(
      (s) => {
        (s.skills as Json).witchcraft = { level: 9, experience: 1_200, isTraining: false };
      },
      (c) => {
        (c.skills as Json).witchcraft = { level: 9, experience: 1_201, isTraining: true };
      },
    );
    expect(change(smart(ahead.server, ahead.client).changes, 'skills.witchcraft')).toBe('client-wins');
  });

  it('current combat, as one group', () => {
    const ok = pair(
      (s) => {
        Object.assign(s.combat as Json, {
          currentAreaId: 'crypt',
          currentEnemyId: 'ghoul',
          combatStartTime: 900_000,
          enemyHealth: 30,
        });
      },
      (c) => {
        Object.assign(c.combat as Json, {
          currentAreaId: 'wastes',
          currentEnemyId: 'wraith',
          combatStartTime: 990_000,
          enemyHealth: 12,
        });
      },
    );
    const good = smart(ok.server, ok.client);
    expect(at(good.state, 'combat.currentEnemyId')).toBe('wraith');
    expect(at(good.state, 'combat.enemyHealth')).toBe(12);
    expect(change(good.changes, 'combat.currentAreaId')).toBe('client-wins');
    // A fight that starts after the client's own save is not plausible: the whole group is the server's.
    const bad = pair(
      (s) => {
        Object.assign(s.combat as Json, {
          currentAreaId: 'crypt',
          currentEnemyId: 'ghoul',
          combatStartTime: 900_000,
          enemyHealth: 30,
        });
      },
      (c) => {
        Object.assign(c.combat as Json, {
          currentAreaId: 'wastes',
          currentEnemyId: 'wraith',
          combatStartTime: 2_000_000,
          enemyHealth: 12,
        });
      },
    );
    const refused = smart(bad.server, bad.client);
    expect(at(refused.state, 'combat.currentEnemyId')).toBe('ghoul');
    expect(at(refused.state, 'combat.enemyHealth')).toBe(30);
    expect(change(refused.changes, 'combat.enemyHealth')).toBe('client-implausible');
  });
});

describe('smart reconciliation: the higher number wins', () => {
  it('level', () => {
    const up = pair(
      (s) => {
        player(s).level = 4;
      },
      (c) => {
        player(c).level = 9;
      },
    );
    expect(at(smart(up.server, up.client).state, 'player.level')).toBe(9);
    const down = pair(
      (s) => {
        player(s).level = 9;
      },
      (c) => {
        player(c).level = 4;
      },
    );
    expect(at(smart(down.server, down.client).state, 'player.level')).toBe(9);
  });

  it('total kills', () => {
    const { server, client } = pair(
      (s) => {
        (s.stats as Json).enemiesKilled = 500;
      },
      (c) => {
        (c.stats as Json).enemiesKilled = 480;
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'stats.enemiesKilled')).toBe(500);
    expect(change(result.changes, 'stats.enemiesKilled')).toBe('higher-wins');
  });

  it('quest progress: counters and each quest by id', () => {
    const { server, client } = pair(
      (s) => {
        s.quests = {
          active: [
            { questId: 'q1', progress: 5 },
            { questId: 'q2', progress: 9 },
          ],
          completed: ['q0'],
          statistics: { totalCompleted: 4 },
        };
      },
      (c) => {
        c.quests = {
          active: [
            { questId: 'q1', progress: 8 },
            { questId: 'q2', progress: 2 },
            { questId: 'q3', progress: 1 },
          ],
          completed: ['q0', 'q5'],
          statistics: { totalCompleted: 3 },
        };
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'quests.active')).toEqual([
      { questId: 'q1', progress: 8 },
      { questId: 'q2', progress: 9 },
      { questId: 'q3', progress: 1 },
    ]);
    expect(at(result.state, 'quests.completed')).toEqual(['q0', 'q5']);
    expect(at(result.state, 'quests.statistics.totalCompleted')).toBe(4);
  });

  it('areas discovered (and rifts cleared) are joined, never lost', () => {
    const { server, client } = pair(
      (s) => {
        Object.assign(s.combat as Json, { discoveredAreas: ['a', 'b'], clearedRifts: ['tutorial_rift'] });
      },
      (c) => {
        Object.assign(c.combat as Json, {
          discoveredAreas: ['a', 'c'],
          clearedRifts: ['tutorial_rift', 'hollow_crypt_rift'],
        });
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'combat.discoveredAreas')).toEqual(['a', 'b', 'c']);
    expect(at(result.state, 'combat.clearedRifts')).toEqual(['tutorial_rift', 'hollow_crypt_rift']);
    expect(change(result.changes, 'combat.discoveredAreas')).toBe('union');
  });
});

describe('smart reconciliation: other rules', () => {
  it('timestamps: the later wins', () => {
    const { server, client } = pair(
      (s) => {
        s.lastSaved = 2_000;
        s.timestamp = 1_500;
        s.tutorial = { completed: true, completedAt: 700 };
        s.banking = { lastUpdated: '2025-01-02T00:00:00Z' };
      },
      (c) => {
        c.lastSaved = 1_000;
        c.timestamp = 1_800;
        c.tutorial = { completed: true, completedAt: 900 };
        c.banking = { lastUpdated: '2025-03-01T00:00:00Z' };
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'lastSaved')).toBe(2_000);
    expect(at(result.state, 'timestamp')).toBe(1_800);
    expect(at(result.state, 'tutorial.completedAt')).toBe(900);
    expect(at(result.state, 'banking.lastUpdated')).toBe('2025-03-01T00:00:00Z');
    expect(change(result.changes, 'timestamp')).toBe('later-wins');
  });

  it('arrays of identified entries merge by id with the larger quantity', () => {
    const { server, client } = pair(
      (s) => {
        s.banking = {
          items: [
            { id: 'x', itemId: 'ore', quantity: 5 },
            { id: 'y', itemId: 'gem', quantity: 9 },
          ],
        };
      },
      (c) => {
        c.banking = {
          items: [
            { id: 'y', itemId: 'gem', quantity: 2 },
            { id: 'x', itemId: 'ore', quantity: 8 },
            { id: 'z', itemId: 'hide', quantity: 1 },
          ],
        };
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'banking.items')).toEqual([
      { id: 'x', itemId: 'ore', quantity: 8 },
      { id: 'y', itemId: 'gem', quantity: 9 },
      { id: 'z', itemId: 'hide', quantity: 1 },
    ]);
    expect(change(result.changes, 'banking.items')).toBe('merged-by-id');
  });

  it('anything else: the server wins; a field only one side has is kept', () => {
    const { server, client } = pair(
      (s) => {
        (s.resources as Json).gold = 100;
        player(s).username = 'server-name';
      },
      (c) => {
        (c.resources as Json).gold = 900;
        player(c).username = 'client-name';
        c.newSystem = { unlocked: true };
      },
    );
    const result = smart(server, client);
    expect(at(result.state, 'resources.gold')).toBe(100);
    expect(at(result.state, 'player.username')).toBe('server-name');
    expect(at(result.state, 'newSystem')).toEqual({ unlocked: true });
    expect(change(result.changes, 'resources.gold')).toBe('server-wins');
    expect(result.changes.some((entry) => entry.field === 'newSystem')).toBe(false);
  });

  it('counts every conflict it found and resolved', () => {
    const { server, client } = pair(
      (s) => {
        player(s).level = 2;
        (s.resources as Json).gold = 1;
      },
      (c) => {
        player(c).level = 3;
        (c.resources as Json).gold = 2;
      },
    );
    const result = smart(server, client);
    expect(result).toMatchObject({ strategy: 'smart', conflictsFound: 2, conflictsResolved: 2 });
    expect(result.changes).toEqual([
      { field: 'player.level', resolution: 'higher-wins' },
      { field: 'resources.gold', resolution: 'server-wins' },
    ]);
  });

  it('does not modify its inputs', () => {
    const { server, client } = pair(
      (s) => {
        player(s).level = 2;
      },
      (c) => {
        player(c).level = 3;
      },
    );
    const before = JSON.stringify([server, client]);
    smart(server, client).state.player.level = 99;
    expect(JSON.stringify([server, client])).toBe(before);
  });
});

describe('the other strategies', () => {
  const { server, client } = pair(
    (s) => {
      player(s).level = 2;
      (s.resources as Json).gold = 1;
      s.lastSaved = 5;
      s.banking = { items: [{ id: 'a', quantity: 1 }] };
    },
    (c) => {
      player(c).level = 3;
      (c.resources as Json).gold = 2;
      c.lastSaved = 9;
      c.extra = true;
      c.banking = { items: [{ id: 'a', quantity: 4 }] };
    },
  );

  it('server-wins takes the server state and reports each difference', () => {
    const result = reconcileStates(server, client, 'server-wins');
    expect(result.state).toEqual(server);
    expect(result.changes.map((entry) => entry.field)).toEqual(differingFields(asJson(server), asJson(client)));
    expect(result.changes.every((entry) => entry.resolution === 'server-wins')).toBe(true);
  });

  it('client-wins takes the client state', () => {
    const result = reconcileStates(server, client, 'client-wins');
    expect(result.state).toEqual(client);
    expect(result.conflictsFound).toBe(5);
  });

  it("merge keeps both sides' fields, merges entries by id, and lets the later save win the rest", () => {
    const result = reconcileStates(server, client, 'merge');
    expect(at(result.state, 'player.level')).toBe(3);
    expect(at(result.state, 'resources.gold')).toBe(2);
    expect(at(result.state, 'extra')).toBe(true);
    expect(at(result.state, 'banking.items')).toEqual([{ id: 'a', quantity: 4 }]);
    const older = reconcileStates(server, { ...client, lastSaved: 1 }, 'merge');
    expect(at(older.state, 'resources.gold')).toBe(1);
  });
});

describe('reconciliation properties', () => {
  const edits = fc.record({
    level: fc.integer({ min: 1, max: 100 }),
    kills: fc.nat({ max: 1_000_000 }),
    health: fc.integer({ min: -50, max: 300 }),
    gold: fc.nat(),
    items: fc.uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), quantity: fc.nat({ max: 999 }) }), {
      selector: (item) => item.id,
      maxLength: 5,
    }),
    lastSaved: fc.integer({ min: 1, max: 2_000_000 }),
  });
  type Edit = typeof edits extends fc.Arbitrary<infer T> ? T : never;
  const build = (edit: Edit): SaveState => {
    const state = asJson(createSampleSave({ lastSaved: edit.lastSaved }));
    Object.assign(player(state), { level: edit.level, health: edit.health });
    (state.stats as Json).enemiesKilled = edit.kills;
    (state.resources as Json).gold = edit.gold;
    state.banking = { items: edit.items };
    return state as unknown as SaveState;
  };

  it('reconciling a state with itself changes nothing, whatever the strategy', () => {
    fc.assert(
      fc.property(edits, fc.constantFrom(...RECONCILE_STRATEGIES), (edit, strategy) => {
        const state = build(edit);
        const result = reconcileStates(state, structuredClone(state), strategy);
        expect(result.state).toEqual(state);
        expect(result.conflictsFound).toBe(0);
        expect(result.changes).toEqual([]);
      }),
    );
    const large = createLateGameWorld();
    expect(reconcileStates(large, structuredClone(large), 'smart').changes).toEqual([]);
  });

  it('smart never lowers level or kills', () => {
    fc.assert(
      fc.property(edits, edits, (serverEdit, clientEdit) => {
        const result = smart(build(serverEdit), build(clientEdit));
        expect(result.state.player.level).toBe(Math.max(serverEdit.level, clientEdit.level));
        expect(result.state.stats.enemiesKilled).toBe(Math.max(serverEdit.kills, clientEdit.kills));
      }),
    );
  });

  it('merging by id keeps every id once with the larger quantity', () => {
    fc.assert(
      fc.property(
        edits,
        edits,
        fc.constantFrom('smart' as const, 'merge' as const),
        (serverEdit, clientEdit, strategy) => {
          const result = reconcileStates(build(serverEdit), build(clientEdit), strategy);
          const merged = at(result.state, 'banking.items') as { id: string; quantity: number }[];
          const expected = new Map<string, number>();
          for (const item of [...serverEdit.items, ...clientEdit.items])
            expected.set(item.id, Math.max(expected.get(item.id) ?? -1, item.quantity));
          expect(new Map(merged.map((item) => [item.id, item.quantity]))).toEqual(expected);
          expect(merged).toHaveLength(expected.size);
        },
      ),
    );
  });

  it("smart keeps a plausible client health and otherwise the server's", () => {
    fc.assert(
      fc.property(edits, edits, (serverEdit, clientEdit) => {
        const result = smart(build(serverEdit), build(clientEdit));
        const plausible = clientEdit.health >= 0 && clientEdit.health <= 100;
        expect(result.state.player.health).toBe(plausible ? clientEdit.health : serverEdit.health);
      }),
    );
  });
});
