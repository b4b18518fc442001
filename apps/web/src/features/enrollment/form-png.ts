// A PNG of a step's form for the enrollment's record (spec 001: each step stores a screenshot),
// drawn by the browser itself: a copy of the form with its computed styles and typed values,
// as an SVG foreignObject, painted on a canvas. No library; undefined where the browser cannot.

/** Copies each computed style and typed value of `from` (and its descendants) onto `to`. */
function inline(from: Element, to: Element) {
  if (from instanceof HTMLElement && to instanceof HTMLElement) {
    const computed = getComputedStyle(from);
    for (const name of computed) to.style.setProperty(name, computed.getPropertyValue(name));
  }
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) {
    to.setAttribute('value', from.value);
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

export async function pngOf(element: HTMLElement): Promise<string | undefined> {
  try {
    const { width, height } = element.getBoundingClientRect();
    const copy = element.cloneNode(true);
    if (!(copy instanceof HTMLElement) || width === 0 || height === 0) return undefined;
    inline(element, copy);
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
