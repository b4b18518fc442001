// The brand palette of a site, rep or group: ten shades generated from its one colour
// (@mantine/colors-generator), with the primary shade chosen so that white text on it reads.
import { generateColors } from '@mantine/colors-generator';
import type { MantineColorShade, MantineColorsTuple } from '@mantine/core';
import { contrastRatio, shadeForWhiteText } from './contrast';

export interface BrandPalette {
  colors: MantineColorsTuple;
  primaryShade: MantineColorShade;
}

/** The store's own blue, for a party or site without a colour it can read. */
export const fallbackBrandColor = '#1864ab';

const filledShades = [6, 7, 8, 9] as const;

const readableShade = (colors: MantineColorsTuple, minimum: number) =>
  filledShades.find((shade) => (contrastRatio(colors[shade], '#ffffff') ?? 0) >= minimum);

/**
 * Ten shades around `color`. The primary shade (filled buttons, links, the focus ring) is the
 * lightest from 6 on that carries white text at `minimum` contrast; a colour too light for any
 * shade to do so is darkened first. Shades 1 and 9 are the light variant's background and text.
 */
export function brandPalette(color: string, minimum: number): BrandPalette {
  const base = contrastRatio(color, '#ffffff') === null ? fallbackBrandColor : color;
  const colors = generateColors(base);
  const shade = readableShade(colors, minimum);
  if (shade !== undefined) return { colors, primaryShade: shade };
  const darker = generateColors(shadeForWhiteText(base, minimum) ?? fallbackBrandColor);
  return { colors: darker, primaryShade: readableShade(darker, minimum) ?? 9 };
}
