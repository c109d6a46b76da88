import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeHashChain,
  decodeSave,
  encodeSave,
  GENESIS_HASH,
  SaveIntegrityError,
  sha256Hex,
  stableStringify,
} from '@/persistence/codec';
import { createLateGameWorld } from '@/core/testing/fixtures';

describe('stableStringify', () => {
  it('gives the same text whatever the key order', () => {
    expect(stableStringify({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(stableStringify({ a: 1, b: 2 })).toBe(stableStringify({ b: 2, a: 1 }));
  });

  it('keeps JSON semantics for values JSON cannot hold', () => {
    expect(stableStringify({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
    expect(stableStringify(undefined)).toBe('null');
  });

  it('keeps a "__proto__" key as data (fast-check found it dropped)', () => {
    const parsed: unknown = JSON.parse('{"b":1,"__proto__":{"x":2}}');
    expect(stableStringify(parsed)).toBe('{"__proto__":{"x":2},"b":1}');
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(stableStringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('sha256Hex', () => {
  it('matches the published SHA-256 test vector', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('encodeSave / decodeSave', () => {
  it('round-trips a late-game save and compresses it', async () => {
    const state = createLateGameWorld();
    const encoded = await encodeSave(state);
    expect(encoded.bytes.byteLength).toBeLessThan(encoded.rawLength / 3);
    expect(encoded.checksum).toBe(await sha256Hex(encoded.bytes));
    expect(await decodeSave(encoded.bytes, encoded.checksum)).toEqual(state);
  });

  it('chains each version to the previous hash', async () => {
    const first = await encodeSave({ n: 1 });
    const second = await encodeSave({ n: 2 }, first.hashChain);
    expect(first.hashChain).toBe(await computeHashChain(GENESIS_HASH, first.checksum));
    expect(second.hashChain).toBe(await computeHashChain(first.hashChain, second.checksum));
    expect(second.hashChain).not.toBe(await computeHashChain(GENESIS_HASH, second.checksum));
  });

  it('refuses bytes that do not match their checksum', async () => {
    const encoded = await encodeSave({ gold: 100 });
    const damaged = encoded.bytes.slice();
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    await expect(decodeSave(damaged, encoded.checksum)).rejects.toBeInstanceOf(SaveIntegrityError);
    await expect(decodeSave(encoded.bytes, 'f'.repeat(64))).rejects.toThrow('Save checksum does not match its data');
  });

  it('refuses checksummed bytes that are not a compressed save', async () => {
    const garbage = new TextEncoder().encode('not deflate at all');
    await expect(decodeSave(garbage, await sha256Hex(garbage))).rejects.toBeInstanceOf(SaveIntegrityError);
  });

  it('refuses an unknown encoding', async () => {
    const encoded = await encodeSave({ a: 1 });
    await expect(decodeSave(encoded.bytes, encoded.checksum, 'brotli')).rejects.toThrow(
      'Unknown save encoding "brotli"',
    );
  });
});
