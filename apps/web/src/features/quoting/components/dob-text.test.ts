// The date keystroke rules: slashes as typed, month at most 12, day at most 31, 10 characters.
import { describe, expect, it } from 'vitest';
import { typeDob } from './dob-text';

const typeAll = (keys: string) => [...keys].reduce((text, key) => typeDob(text, text + key), '');

describe('typeDob', () => {
  it('inserts the slashes as the digits are typed', () => {
    expect(typeAll('07')).toBe('07/');
    expect(typeAll('0704')).toBe('07/04/');
    expect(typeAll('07041980')).toBe('07/04/1980');
  });

  it('stops at 10 characters and ignores letters', () => {
    expect(typeAll('0704198012')).toBe('07/04/1980');
    expect(typeAll('07a04')).toBe('07/04/');
  });

  it('refuses a month over 12 and a day over 31', () => {
    expect(typeAll('13')).toBe('1');
    expect(typeAll('0732')).toBe('07/3');
    expect(typeAll('1231')).toBe('12/31/');
  });

  it('deletes without putting the slash back', () => {
    expect(typeDob('07/', '07')).toBe('07');
    expect(typeDob('07/04/', '07/04')).toBe('07/04');
  });

  it('takes a pasted date', () => {
    expect(typeDob('', '07041980')).toBe('07/04/1980');
    expect(typeDob('', '07/04/1980')).toBe('07/04/1980');
  });
});
