// The contrast helper matches WCAG's ratios and darkens light brand colours to AA.
import { describe, expect, it } from 'vitest';
import { contrastRatio, shadeForWhiteText } from './contrast';

describe('contrastRatio', () => {
  it.each([
    { a: '#000000', b: '#ffffff', want: 21 },
    { a: '#fff', b: '#ffffff', want: 1 },
    { a: '#777777', b: '#ffffff', want: 4.48 },
  ])('$a on $b is $want', ({ a, b, want }) => {
    expect(contrastRatio(a, b)).toBeCloseTo(want, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(contrastRatio('blue', '#ffffff')).toBeNull();
  });
});

describe('shadeForWhiteText', () => {
  it('keeps a colour that already reads at AA', () => {
    expect(shadeForWhiteText('#1864ab')).toBe('#1864ab');
  });

  it.each(['#1c7ed6', '#ffd43b', '#ffffff', '#7fd'])('darkens %s until white text reads at 4.5:1', (color) => {
    const shade = shadeForWhiteText(color) ?? '';
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('meets a stricter minimum when asked', () => {
    expect(contrastRatio(shadeForWhiteText('#1c7ed6', 5.1) ?? '', '#ffffff')).toBeGreaterThanOrEqual(5.1);
  });

  it('gives null for a colour it cannot read', () => {
    expect(shadeForWhiteText('not-a-colour')).toBeNull();
  });
});
