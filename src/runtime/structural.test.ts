import { describe, expect, test } from 'vitest';
import { shareStructure, structurallyEqual } from './structural';

describe('structurallyEqual', () => {
  test('compares plain data deeply', () => {
    expect(structurallyEqual({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] })).toBe(true);
    expect(structurallyEqual({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] })).toBe(false);
    expect(structurallyEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(structurallyEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(structurallyEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(structurallyEqual(null, {})).toBe(false);
  });
});

describe('shareStructure', () => {
  test('keeps unchanged subtrees by reference and replaces changed ones', () => {
    const previous = { skills: [{ id: 'bladework', level: 3 }], gold: 10, area: { id: 'crypt' } };
    const next = { skills: [{ id: 'bladework', level: 3 }], gold: 11, area: { id: 'crypt' } };
    const shared = shareStructure(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.skills).toBe(previous.skills);
    expect(shared.area).toBe(previous.area);
  });

  test('returns the previous object itself when nothing changed', () => {
    const previous = { a: [1, 2], b: { c: true } };
    expect(shareStructure(previous, { a: [1, 2], b: { c: true } })).toBe(previous);
  });
});
