// The theme paints a brand with the shades the server answered, and the store's blue without them.
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandTheme } from './brand-theme';

const violet = [
  '#f3f0ff',
  '#e5dbff',
  '#d0bfff',
  '#b197fc',
  '#9775fa',
  '#845ef7',
  '#7950f2',
  '#7048e8',
  '#6741d9',
  '#5f3dc4',
];

describe('brandTheme', () => {
  it('uses the answered shades and primary shade', () => {
    const theme = brandTheme({ colors: violet, primary_shade: 8 });
    expect(theme.colors?.brand).toEqual(violet);
    expect(theme).toMatchObject({ primaryColor: 'brand', primaryShade: 8 });
  });

  it("uses the store's blue, shade 9, without a palette or with a malformed one", () => {
    for (const palette of [undefined, { colors: violet.slice(0, 3), primary_shade: 6 }]) {
      const theme = brandTheme(palette);
      expect(theme.colors?.brand).toEqual(DEFAULT_THEME.colors.blue);
      expect(theme.primaryShade).toBe(9);
    }
  });
});
