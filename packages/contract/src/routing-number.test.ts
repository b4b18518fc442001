// The ABA checksum: published routing numbers of real banks pass; each with one digit changed,
// two digits swapped, or the wrong length fails.
import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber } from './routing-number';

/** Routing numbers the banks publish for ACH and wire payments. */
const published = [
  '021000021', // JPMorgan Chase, New York
  '026009593', // Bank of America, New York
  '121000248', // Wells Fargo, California
  '021000089', // Citibank, New York
  '111000025', // Bank of America, Texas
  '256074974', // Navy Federal Credit Union
];

describe('ABA routing checksum', () => {
  it.each(published)('accepts the published number %s', (routing) => {
    expect(isAbaRoutingNumber(routing)).toBe(true);
  });

  it.each(published)('refuses %s with any one digit changed', (routing) => {
    for (let index = 0; index < 9; index++) {
      const digit = Number(routing[index]);
      const altered = `${routing.slice(0, index)}${(digit + 1) % 10}${routing.slice(index + 1)}`;
      expect(isAbaRoutingNumber(altered), altered).toBe(false);
    }
  });

  it('refuses two neighbouring digits swapped, where they differ', () => {
    // 021000021 -> 201000021: 0*3+2*7 vs 2*3+0*7.
    expect(isAbaRoutingNumber('201000021')).toBe(false);
    expect(isAbaRoutingNumber('026009539')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    for (const text of ['', '02100002', '0210000210', '02100002a', ' 21000021', '021-00-0021'])
      expect(isAbaRoutingNumber(text), text).toBe(false);
  });

  it('accepts nine zeros only as arithmetic allows (the directory decides whether a bank has it)', () => {
    expect(isAbaRoutingNumber('000000000')).toBe(true);
  });
});
