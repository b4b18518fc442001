// Catalog HTML read into a tree without a DOM, so that the browser and the server (which draws
// first visits' pages) read a text alike: elements with their attributes, text with its character
// references decoded. Comments and declarations are skipped; a script-like element's content is
// its text up to its own closing tag. What may be shown is rich-text.tsx's choice.

export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = string | HtmlElement;

const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
const rawTextTags = new Set(['script', 'style', 'textarea', 'title', 'iframe', 'xmp', 'noembed', 'noframes']);
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with its character references (`&amp;`, `&#39;`, `&#x27;`) decoded; unknown ones stay. */
export const decodeText = (text: string) =>
  text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (whole, decimal, hex, name: string | undefined) => {
    const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    return named[name?.toLowerCase() ?? ''] ?? whole;
  });

const token =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/([a-z][\w-]*)[^>]*>|<([a-z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = '', double, single, bare] of text.matchAll(attribute)) {
    const key = name.toLowerCase();
    if (!(key in found)) found[key] = decodeText(double ?? single ?? bare ?? '');
  }
  return found;
}

/** The nodes of an HTML fragment. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '', attributes: {}, children: [] };
  const open: HtmlElement[] = [root];
  const current = () => open.at(-1) ?? root;
  const addText = (text: string) => {
    if (text) current().children.push(decodeText(text));
  };
  let at = 0;
  token.lastIndex = 0;
  for (let match = token.exec(html); match; match = token.exec(html)) {
    addText(html.slice(at, match.index));
    at = token.lastIndex;
    const [, closing, opening, attributes = ''] = match;
    if (closing) {
      const index = open.findLastIndex((element) => element.tag === closing.toLowerCase());
      if (index > 0) open.length = index;
    } else if (opening) {
      const element: HtmlElement = { tag: opening.toLowerCase(), attributes: attributesOf(attributes), children: [] };
      current().children.push(element);
      if (rawTextTags.has(element.tag)) {
        const end = html.toLowerCase().indexOf(`</${element.tag}`, at);
        const stop = end < 0 ? html.length : end;
        if (stop > at) element.children.push(html.slice(at, stop));
        const after = end < 0 ? html.length : html.indexOf('>', end) + 1 || html.length;
        at = after;
        token.lastIndex = after;
      } else if (!voidTags.has(element.tag)) open.push(element);
    }
  }
  addText(html.slice(at));
  return root.children;
}

/** The text of nodes, as a DOM's textContent gives it. */
export const textOf = (nodes: readonly HtmlNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');
