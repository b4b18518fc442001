// Colour contrast by WCAG 2: a brand colour darkened until white text on it reads at AA.

const channels = (hex: string): [number, number, number] | null => {
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const long = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const parts = short ? short.slice(1).map((c) => c + c) : long?.slice(1);
  if (parts?.length !== 3) return null;
  const [r = 0, g = 0, b = 0] = parts.map((part) => Number.parseInt(part, 16));
  return [r, g, b];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21); null when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `color`, darkened step by step until white text on it has at least `minimum` contrast. */
export function shadeForWhiteText(color: string, minimum = 4.5): string | null {
  const rgb = channels(color);
  if (!rgb) return null;
  let current: number[] = rgb;
  while ((contrastRatio(toHex(current), '#ffffff') ?? 21) < minimum) {
    current = current.map((value) => Math.floor(value * 0.92));
  }
  return toHex(current);
}
