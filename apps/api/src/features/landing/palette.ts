// The brand palette of a site, rep or group: ten shades generated from its one colour
// (@mantine/colors-generator), with the primary shade chosen so that white text on it reads. The
// server makes it so that the browser needs no colour library (chroma-js) to paint a brand.
import type { PrimaryPalette } from '@benefit-store/contract/landing-entities';
import { generateColors } from '@mantine/colors-generator';
import { contrastRatio, shadeForWhiteText } from './contrast';

/** The store's own blue, for a party or site without a colour it can read. */
export const fallbackBrandColor = '#1864ab';

/** White text on the primary shade: 5.1:1, a margin that keeps it at AA as text on the grey
 *  header and footer (gray.1 is 0.9x white) and well over 3:1 as the focus ring. */
export const brandContrast = 5.1;

const filledShades = [6, 7, 8, 9] as const;

const readableShade = (colors: readonly string[], minimum: number) =>
  filledShades.find((shade) => (contrastRatio(colors[shade] ?? '', '#ffffff') ?? 0) >= minimum);

/**
 * Ten shades around `color`. The primary shade (filled buttons, links, the focus ring) is the
 * lightest from 6 on that carries white text at `minimum` contrast; a colour too light for any
 * shade to do so is darkened first. Shades 1 and 9 are the light variant's background and text.
 */
export function brandPalette(color: string, minimum = brandContrast): PrimaryPalette {
  const base = contrastRatio(color, '#ffffff') === null ? fallbackBrandColor : color;
  const colors = [...generateColors(base)];
  const shade = readableShade(colors, minimum);
  if (shade !== undefined) return { colors, primary_shade: shade };
  const darker = [...generateColors(shadeForWhiteText(base, minimum) ?? fallbackBrandColor)];
  return { colors: darker, primary_shade: readableShade(darker, minimum) ?? 9 };
}
