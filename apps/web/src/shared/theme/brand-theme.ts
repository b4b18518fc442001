// The Mantine theme of a brand: the ten shades and primary shade the server made of its colour
// (primary_palette), else the store's blue (Mantine's, whose shade 9 carries white text at 5.1:1).
import type { PrimaryPalette } from '@benefit-store/contract/landing-entities';
import { createTheme, DEFAULT_THEME, Loader, type MantineColorShade, type MantineColorsTuple } from '@mantine/core';

const isTuple = (colors: readonly string[]): colors is MantineColorsTuple => colors.length === 10;

export function brandTheme(palette: PrimaryPalette | undefined) {
  const answered = palette && isTuple(palette.colors) ? palette.colors : undefined;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: answered ? (palette?.primary_shade as MantineColorShade) : 9,
    colors: { brand: answered ?? DEFAULT_THEME.colors.blue },
    // Visitors who ask for reduced motion get modals and popovers without their transitions.
    respectReducedMotion: true,
    // A spinner is a status message: without the role its aria-label is not allowed (axe).
    components: { Loader: Loader.extend({ defaultProps: { role: 'status' } }) },
  });
}
