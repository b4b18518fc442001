// Confirmation numbers: what a person reads out on the phone, so it groups Crockford base32 (no I,
// L, O or U to misread) in fours, and what nobody can guess: 80 random bits.
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `BS-XXXX-XXXX-XXXX-XXXX`: 16 symbols of 5 random bits each. */
export function newConfirmationNumber(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let symbols = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      symbols += alphabet[(value >> bits) & 31];
    }
  }
  return `BS-${symbols.match(/.{4}/g)?.join('-')}`;
}
