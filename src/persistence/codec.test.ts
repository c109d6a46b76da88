import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeHashChain,
  decodeSave,
  encodeSave,
  encodeSaveText,
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
  it('matches the published SHA-256 test vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agrees with WebCrypto on text and bytes, so saves written before still verify', async () => {
    const samples: (string | Uint8Array)[] = ['Hunter · ünïcode ✓', encodeSave(createLateGameWorld()).bytes];
    for (const sample of samples) {
      const bytes = typeof sample === 'string' ? new TextEncoder().encode(sample) : sample;
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', structuredClone(bytes) as Uint8Array<ArrayBuffer>),
      );
      const webCrypto = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
      expect(sha256Hex(sample)).toBe(webCrypto);
    }
  });
});

describe('encodeSave / decodeSave', () => {
  it('round-trips a late-game save and compresses it', () => {
    const state = createLateGameWorld();
    const encoded = encodeSave(state);
    expect(encoded.bytes.byteLength).toBeLessThan(encoded.rawLength / 3);
    expect(encoded.checksum).toBe(sha256Hex(encoded.bytes));
    expect(decodeSave(encoded.bytes, encoded.checksum)).toEqual(state);
  });

  it('encodes a ready-made text as it encodes the value', () => {
    const state = createLateGameWorld();
    const fromText = encodeSaveText(JSON.stringify(state), 'a'.repeat(64));
    const fromValue = encodeSave(state, 'a'.repeat(64));
    expect(fromText).toEqual(fromValue);
  });

  it('chains each version to the previous hash', () => {
    const first = encodeSave({ n: 1 });
    const second = encodeSave({ n: 2 }, first.hashChain);
    expect(first.hashChain).toBe(computeHashChain(GENESIS_HASH, first.checksum));
    expect(second.hashChain).toBe(computeHashChain(first.hashChain, second.checksum));
    expect(second.hashChain).not.toBe(computeHashChain(GENESIS_HASH, second.checksum));
  });

  it('refuses bytes that do not match their checksum', () => {
    const encoded = encodeSave({ gold: 100 });
    const damaged = encoded.bytes.slice();
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    expect(() => decodeSave(damaged, encoded.checksum)).toThrow(SaveIntegrityError);
    expect(() => decodeSave(encoded.bytes, 'f'.repeat(64))).toThrow('Save checksum does not match its data');
  });

  it('refuses checksummed bytes that are not a compressed save', () => {
    const garbage = new TextEncoder().encode('not deflate at all');
    expect(() => decodeSave(garbage, sha256Hex(garbage))).toThrow(SaveIntegrityError);
  });

  it('refuses an unknown encoding', () => {
    const encoded = encodeSave({ a: 1 });
    expect(() => decodeSave(encoded.bytes, encoded.checksum, 'brotli')).toThrow('Unknown save encoding "brotli"');
  });
});
