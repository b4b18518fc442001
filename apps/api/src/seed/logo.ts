// Demo logos: a wordmark drawn as SVG, so the demo data carries its own images.
export function wordmark(text: string, color: string): string {
  const escaped = text.replace(/[<>&"']/g, '');
  const width = 24 + escaped.length * 13;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><rect width="${width}" height="40" rx="8" fill="${color}"/><text x="12" y="27" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${escaped}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
