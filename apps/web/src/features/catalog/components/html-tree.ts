// Catalog HTML read into a tree without a DOM, so that the browser and the server (which draws
// first visits' pages) read a text alike: elements with their attributes, text with its character
// references decoded (htmlparser2, an HTML parser that needs no DOM). Comments and declarations are
// skipped; a script-like element's content is its text. What may be shown is rich-text.tsx's choice.
import { parseDocument } from 'htmlparser2';

export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = string | HtmlElement;

type ParsedNode = ReturnType<typeof parseDocument>['children'][number];

function nodesOf(node: ParsedNode): HtmlNode[] {
  if (node.type === 'text') return [node.data];
  if ('attribs' in node)
    return [{ tag: node.name, attributes: { ...node.attribs }, children: node.children.flatMap(nodesOf) }];
  return [];
}

/** The nodes of an HTML fragment. */
export const parseHtml = (html: string): HtmlNode[] => parseDocument(html).children.flatMap(nodesOf);

/** The text of nodes, as a DOM's textContent gives it. */
export const textOf = (nodes: readonly HtmlNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');
