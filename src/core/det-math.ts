/**
 * Logarithm, exponential and power from + - * / alone (issue 31). IEEE 754 fixes those four to the last bit on
 * every engine, while `Math.log`, `Math.exp` and `Math.pow` may differ in the last place between browsers and
 * the server's runtime; a replay that must end on the client's world, hash for hash, cannot use them. Accurate to
 * about 1e-15 relative (det-math.test.ts checks against Math); inputs are the game's own modest numbers.
 */

const LN2 = 0.6931471805599453;
const LN2_HIGH = 0.69314718036912381649; // LN2 split so k * LN2_HIGH is exact for |k| < 2^20
const LN2_LOW = 1.90821492927058770002e-10;

/** Natural logarithm of x > 0 (NaN otherwise; Infinity stays Infinity). */
export function detLn(x: number): number {
  if (!(x > 0)) return x === 0 ? -Infinity : NaN;
  if (x === Infinity) return Infinity;
  // x = m * 2^k with m in [1/sqrt2, sqrt2): halving and doubling are exact.
  let m = x;
  let k = 0;
  while (m >= 1.4142135623730951) {
    m /= 2;
    k += 1;
  }
  while (m < 0.7071067811865476) {
    m *= 2;
    k -= 1;
  }
  // ln(m) = 2 atanh(z), z = (m - 1) / (m + 1), |z| < 0.172: the odd series converges fast.
  const z = (m - 1) / (m + 1);
  const z2 = z * z;
  let term = z;
  let sum = z;
  for (let n = 3; n < 40; n += 2) {
    term *= z2;
    const next = sum + term / n;
    if (next === sum) break;
    sum = next;
  }
  return k * LN2_HIGH + (2 * sum + k * LN2_LOW);
}

/** e^x. */
export function detExp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709.8) return Infinity;
  if (x < -745.2) return 0;
  // x = k ln2 + r, |r| <= ln2 / 2; e^r by its Taylor series, then 2^k by exact doublings.
  const k = Math.round(x / LN2);
  const r = x - k * LN2_HIGH - k * LN2_LOW;
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 30; n++) {
    term *= r / n;
    const next = sum + term;
    if (next === sum) break;
    sum = next;
  }
  let result = sum;
  for (let index = 0; index < k; index++) result *= 2;
  for (let index = 0; index > k; index--) result /= 2;
  return result;
}

/** base^exponent for base >= 0 (the game never raises a negative number to a fraction). */
export function detPow(base: number, exponent: number): number {
  if (exponent === 0) return 1;
  if (base === 0) return exponent > 0 ? 0 : Infinity;
  if (base === 1) return 1;
  return detExp(exponent * detLn(base));
}

/** base^n for a whole n >= 0 by multiplying n times in order: the same bits on every engine (`**` need not be). */
export function detPowInt(base: number, n: number): number {
  let result = 1;
  for (let index = 0; index < n; index++) result *= base;
  return result;
}
