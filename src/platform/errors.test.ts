import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it("reads an Error's message, or its name when the message is empty", () => {
    expect(errorMessage(new Error('Save failed'))).toBe('Save failed');
    expect(errorMessage(new TypeError(''))).toBe('TypeError');
  });

  it('keeps a thrown string and reads the message of an error-shaped object', () => {
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage({ message: 'JWT expired', code: 'PGRST301' })).toBe('JWT expired');
  });

  it('writes anything else as JSON, falling back to String for what JSON cannot write', () => {
    expect(errorMessage({ status: 500 })).toBe('{"status":500}');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(errorMessage(cyclic)).toBe('[object Object]');
  });
});
