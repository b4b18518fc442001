// A PNG of a step's form for the enrollment's record (spec 001: each step stores a screenshot),
// drawn by the browser itself: a copy of the form with its computed styles and typed values,
// as an SVG foreignObject, painted on a canvas. No library; undefined where the browser cannot.
// An input marked `data-png-mask` never shows its value in the PNG: "last4" shows only the last
// four digits (card and account numbers), "all" nothing (a card's security code).

/** The value an input shows in the PNG: its own, or masked as its `data-png-mask` says. */
export function shownValue(input: HTMLInputElement): string {
  const mask = input.getAttribute('data-png-mask');
  if (mask === null) return input.value;
  if (mask === 'last4' && input.value.length > 4) return `${'•'.repeat(4)} ${input.value.slice(-4)}`;
  return '';
}

/** Copies each computed style and typed value of `from` (and its descendants) onto `to`. */
function inline(from: Element, to: Element) {
  if (from instanceof HTMLElement && to instanceof HTMLElement) {
    const computed = getComputedStyle(from);
    for (const name of computed) to.style.setProperty(name, computed.getPropertyValue(name));
  }
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) {
    to.setAttribute('value', shownValue(from));
    if (from.checked) to.setAttribute('checked', '');
  }
  if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement)
    for (const option of to.options) option.toggleAttribute('selected', option.value === from.value);
  for (let index = 0; index < from.children.length; index++) {
    const fromChild = from.children[index];
    const toChild = to.children[index];
    if (fromChild && toChild) inline(fromChild, toChild);
  }
}

/** The copy of `element` the PNG is drawn from: styles inlined, typed values shown or masked. */
export function pngCopyOf(element: HTMLElement): HTMLElement | undefined {
  const copy = element.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return undefined;
  inline(element, copy);
  return copy;
}

export async function pngOf(element: HTMLElement): Promise<string | undefined> {
  try {
    const { width, height } = element.getBoundingClientRect();
    // Nothing drawn (jsdom, a hidden form): no copy made, its styles are costly to read.
    if (width === 0 || height === 0) return undefined;
    const copy = pngCopyOf(element);
    if (!copy) return undefined;
    copy.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
    const markup = new XMLSerializer().serializeToString(copy);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject width="100%" height="100%">${markup}</foreignObject></svg>`;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width);
    canvas.height = Math.ceil(height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    return canvas.toDataURL('image/png');
  } catch {
    return undefined;
  }
}
