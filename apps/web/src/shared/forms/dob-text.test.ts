// The date keystroke rules: slashes as typed, a "/" ends and pads a segment, no keystroke lost,
// 10 characters; a month over 12 or a day over 31 stays on screen and is named.
import { describe, expect, it } from 'vitest';
import { dobProblem, typeDob } from './dob-text';

/** Types `keys` one at a time, as a person does, each keystroke going through the field's rule. */
const typeAll = (keys: string) => [...keys].reduce((text, key) => typeDob(text, text + key), '');

describe('typeDob', () => {
  it.each([
    ['07041980', '07/04/1980'],
    ['7/4/1980', '07/04/1980'],
    ['1/15/1980', '01/15/1980'],
    ['12/3/1999', '12/03/1999'],
    ['741980', '07/04/1980'],
    ['1/1/2000', '01/01/2000'],
    ['10/31/1975', '10/31/1975'],
    ['07/04/1980', '07/04/1980'],
    ['07//04', '07/04/'],
    ['7-4-1980', '07/04/1980'],
    ['7.4.1980', '07/04/1980'],
    ['0704198012', '07/04/1980'],
    ['07a04', '07/04/'],
    ['07', '07/'],
    ['1', '1'],
    ['1/', '01/'],
    ['2', '02/'],
    ['11/4', '11/04/'],
    ['11/3', '11/3'],
  ])('typing %s shows %s', (keys, shown) => {
    expect(typeAll(keys)).toBe(shown);
  });

  it('keeps a month over 12 or a day over 31 on screen instead of dropping the digit', () => {
    expect(typeAll('13')).toBe('13/');
    expect(typeAll('0732')).toBe('07/32/');
    expect(typeAll('1231')).toBe('12/31/');
  });

  it('deletes without putting the slash back', () => {
    expect(typeDob('07/', '07')).toBe('07');
    expect(typeDob('07/04/', '07/04')).toBe('07/04');
    expect(typeDob('07/04/1980', '07/04/198')).toBe('07/04/198');
  });

  it('takes a pasted date', () => {
    expect(typeDob('', '07041980')).toBe('07/04/1980');
    expect(typeDob('', '07/04/1980')).toBe('07/04/1980');
    expect(typeDob('', '7/4/1980')).toBe('07/04/1980');
  });
});

describe('dobProblem', () => {
  it.each([
    ['13/', 'quote.month_range'],
    ['00/', 'quote.month_range'],
    ['07/32/', 'quote.day_range'],
    ['07/00/1980', 'quote.day_range'],
    ['12/31/1999', undefined],
    ['1', undefined],
    ['07/3', undefined],
  ])('%s: %s', (text, problem) => {
    expect(dobProblem(text)).toBe(problem);
  });
});
