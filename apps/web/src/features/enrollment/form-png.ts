// A PNG of a step's form for the enrollment's record (spec 001: each step stores a screenshot),
// drawn by the browser itself: a copy of the form with its computed styles and typed values,
// as an SVG foreignObject, painted on a canvas. No library; undefined where the browser cannot.
// An input marked `data-png-mask` never shows its value in the PNG: "last4" shows only the last
// four digits (card and account numbers), "all" nothing (a card's security code).
// Drawing takes seconds on a slow computer (every style of every element is copied), so it is off
// the way of the person (issue 32, item 28): `pngOf` only takes a snapshot at once (a copy holding
// the typed values, kept off screen and inert, where the page's styles still apply to it, so the
// page may move on), then copies the styles in short slices between the page's own work.

/** The value an input shows in the PNG: its own, or masked as its `data-png-mask` says. */
export function shownValue(input: HTMLInputElement): string {
  const mask = input.getAttribute('data-png-mask');
  if (mask === null) return input.value;
  if (mask === 'last4' && input.value.length > 4) return `${'•'.repeat(4)} ${input.value.slice(-4)}`;
  return '';
}

/** The form controls of `element`, itself included, in document order. */
const controlsOf = (element: Element) => [
  ...(element.matches('input, select, textarea') ? [element] : []),
  ...element.querySelectorAll('input, select, textarea'),
];

/** Writes the typed values of `from`'s controls into `to` (its copy) as attributes, masked. */
function keepValues(from: Element, to: Element) {
  const copies = controlsOf(to);
  controlsOf(from).forEach((control, index) => {
    const copy = copies[index];
    if (control instanceof HTMLInputElement && copy instanceof HTMLInputElement) {
      copy.setAttribute('value', shownValue(control));
      copy.toggleAttribute('checked', control.checked);
    }
    if (control instanceof HTMLSelectElement && copy instanceof HTMLSelectElement)
      for (const option of copy.options) option.toggleAttribute('selected', option.value === control.value);
    if (control instanceof HTMLTextAreaElement && copy instanceof HTMLTextAreaElement) copy.textContent = control.value;
  });
}

const styled = (element: Element) => element instanceof HTMLElement || element instanceof SVGElement;

/**
 * Styles the page sets on every element or every control (box sizing, fonts), which an unstyled
 * element has too but the picture, drawn without the page's style sheets, does not.
 */
const alwaysWritten = new Set(['box-sizing', 'font-family', 'font-size', 'font-weight', 'line-height', 'color']);

/**
 * Copies each computed style of `from` onto `to` (icons too: a checkbox's tick shows only when
 * ticked), but those equal to `usual` (what an unstyled element of its kind has anyway).
 */
function inlineStyle(from: Element, to: Element, usual?: ReadonlyMap<string, string>) {
  if (!(styled(from) && (to instanceof HTMLElement || to instanceof SVGElement))) return;
  const computed = getComputedStyle(from);
  for (const name of computed) {
    const value = computed.getPropertyValue(name);
    if (alwaysWritten.has(name) || usual?.get(name) !== value) to.style.setProperty(name, value);
  }
}

/**
 * The computed styles an unstyled element of each kind has in `holder`, made once per kind. Writing
 * only what differs keeps the picture's markup small: its drawing, unlike the copying, cannot be
 * cut into slices.
 */
function usualStyles(holder: HTMLElement) {
  const known = new Map<string, ReadonlyMap<string, string>>();
  return (element: Element) => {
    const kind = `${element.namespaceURI} ${element.localName}`;
    const found = known.get(kind);
    if (found) return found;
    const blank = document.createElementNS(element.namespaceURI, element.localName);
    holder.append(blank);
    const computed = getComputedStyle(blank);
    const usual = new Map([...computed].map((name) => [name, computed.getPropertyValue(name)]));
    blank.remove();
    known.set(kind, usual);
    return usual;
  };
}

/** Pairs of `from` and `to` (its copy), element by element, depth first. */
function* pairsOf(from: Element, to: Element): Generator<[Element, Element]> {
  yield [from, to];
  for (let index = 0; index < from.children.length; index++) {
    const fromChild = from.children[index];
    const toChild = to.children[index];
    if (fromChild && toChild) yield* pairsOf(fromChild, toChild);
  }
}

/** The copy of `element` the PNG is drawn from: styles inlined, typed values shown or masked. */
export function pngCopyOf(element: HTMLElement): HTMLElement | undefined {
  const copy = element.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return undefined;
  keepValues(element, copy);
  for (const [from, to] of pairsOf(element, copy)) inlineStyle(from, to);
  return copy;
}

/** Leaves the rest of this turn to the page (rendering, input), then resumes. */
const nextSlice = () => new Promise((resolve) => setTimeout(resolve, 0));
/** How long one slice of style copying may hold the page, in ms. */
const sliceMs = 8;

interface Snapshot {
  /** Off screen, inert and hidden from assistive technology; removed once drawn. */
  holder: HTMLElement;
  copy: HTMLElement;
  width: number;
  height: number;
}

/** The form as it stands: a copy with its values, ids dropped (they stay the page's), off screen. */
function snapshotOf(element: HTMLElement): Snapshot | undefined {
  const { width, height } = element.getBoundingClientRect();
  // Nothing drawn (jsdom, a hidden form): no copy made.
  if (width === 0 || height === 0) return undefined;
  const copy = element.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return undefined;
  keepValues(element, copy);
  for (const withId of [copy, ...copy.querySelectorAll('[id]')]) withId.removeAttribute('id');
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('inert', '');
  holder.style.cssText = `position: fixed; top: 0; left: ${-2 * width}px; width: ${width}px; pointer-events: none;`;
  holder.append(copy);
  document.body.append(holder);
  return { holder, copy, width, height };
}

/** The snapshot drawn: its styles copied slice by slice, then painted on a canvas. */
async function drawn({ holder, copy: snapshot, width, height }: Snapshot): Promise<string | undefined> {
  await nextSlice();
  const copy = snapshot.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return undefined;
  const usualOf = usualStyles(holder);
  let sliceStart = performance.now();
  for (const [from, to] of pairsOf(snapshot, copy)) {
    // The form's own element gets every style: in the picture nothing surrounds it to inherit from.
    inlineStyle(from, to, from === snapshot ? undefined : usualOf(from));
    if (performance.now() - sliceStart > sliceMs) {
      await nextSlice();
      sliceStart = performance.now();
    }
  }
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
}

/**
 * The PNG of `element` as it is now. Only the snapshot is taken before this returns; the drawing
 * follows in slices, so the caller may move the page on at once.
 */
export async function pngOf(element: HTMLElement): Promise<string | undefined> {
  let snapshot: Snapshot | undefined;
  try {
    snapshot = snapshotOf(element);
    return snapshot ? await drawn(snapshot) : undefined;
  } catch {
    return undefined;
  } finally {
    snapshot?.holder.remove();
  }
}
