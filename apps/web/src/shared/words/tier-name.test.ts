// Tier words: the usual label of each tier, and the premier plan's IC label, in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { tierName } from './tier-name';

afterEach(() => i18n.changeLanguage('en'));

describe('tierName', () => {
  it.each([
    { language: 'en', usual: 'Member + Child(ren)', premier: 'Member + 1 Child' },
    { language: 'es', usual: 'Miembro + hijo(s)', premier: 'Miembro + 1 hijo' },
  ])('labels IC for usual and premier plans in $language', async ({ language, usual, premier }) => {
    await i18n.changeLanguage(language);
    expect(tierName(i18n.t, 'IC')).toBe(usual);
    expect(tierName(i18n.t, 'IC', true)).toBe(premier);
  });

  it('changes only the IC tier of a premier plan, and leaves unknown codes as they are', () => {
    expect(tierName(i18n.t, 'IO', true)).toBe('Member Only');
    expect(tierName(i18n.t, 'IF', true)).toBe('Family');
    expect(tierName(i18n.t, 'XX')).toBe('XX');
  });
});
