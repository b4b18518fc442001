// The brand palette: ten distinct shades from one colour, a primary shade that carries white
// text, and a light variant (shade 9 on shade 1) that reads, for the demo's colours and a pale one.
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brandPalette } from './palette';

const demoColours = ['#1864ab', '#5f3dc4', '#e8590c', '#1c7ed6', '#2f9e44', '#ae3ec9', '#0c8599'];

describe('brandPalette', () => {
  it.each([...demoColours, '#ffe066', '#ffffff'])('makes a readable ten-shade palette of %s', (colour) => {
    const { colors, primary_shade: primaryShade } = brandPalette(colour);
    expect(new Set(colors.slice(0, 10)).size).toBe(10);
    expect(contrastRatio(colors[primaryShade] ?? '', '#ffffff')).toBeGreaterThanOrEqual(5.1);
    // The light variant (the support request button): shade 9 text on shade 1.
    expect(contrastRatio(colors[9] ?? '', colors[1] ?? '')).toBeGreaterThanOrEqual(4.5);
    // The focus ring (the primary shade) against the grey footer: at least 3:1.
    expect(contrastRatio(colors[primaryShade] ?? '', '#f1f3f5')).toBeGreaterThanOrEqual(3);
  });

  it('keeps the lightest readable shade as primary', () => {
    const { colors, primary_shade: primaryShade } = brandPalette('#1864ab');
    expect(primaryShade).toBeGreaterThanOrEqual(6);
    if (primaryShade > 6) expect(contrastRatio(colors[primaryShade - 1] ?? '', '#ffffff')).toBeLessThan(5.1);
  });

  it("falls back to the store's blue for what is not a colour", () => {
    expect(brandPalette('not-a-colour').colors).toEqual(brandPalette('#1864ab').colors);
  });
});
