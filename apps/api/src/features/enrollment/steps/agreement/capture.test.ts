// The typed-signature rule of decision 0037, by cases: the applicant's first and last name (the
// middle name optional), case, accents, spaces and punctuation aside; any other name, or none saved, fails.
import { describe, expect, it } from 'vitest';
import { comparableName, typedNameMatches } from './capture';

const ana = { first: 'Ana', middle: 'Lucía', last: 'Ruiz-Peña' };

describe('typed signature rule', () => {
  it.each([
    ['Ana Ruiz-Peña', true],
    ['ana ruiz pena', true],
    ['  ANA   RUIZ-PEÑA ', true],
    ['Ana Lucia Ruiz Peña', true],
    ['Ana L. Ruiz-Peña', false],
    ['Ana', false],
    ['Aisha Khan', false],
    ['Mickey Mouse', false],
    ['Ruiz-Peña Ana', false],
  ])('"%s" signs for Ana Lucía Ruiz-Peña: %s', (typed, matches) => {
    expect(typedNameMatches(typed, ana)).toBe(matches);
  });

  it('matches nothing when no name was saved', () => {
    expect(typedNameMatches('', { first: '', middle: '', last: '' })).toBe(false);
    expect(typedNameMatches('Ana', { first: 'Ana', middle: '', last: '' })).toBe(false);
  });

  it('compares names without accents, case, or runs of spaces and punctuation', () => {
    expect(comparableName(" José  O'Neil-Núñez ")).toBe('jose o neil nunez');
  });
});
