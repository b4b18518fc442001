// Catalog texts arrive as HTML. They are parsed (html-tree.ts), never injected: only an allowlist of text-level
// tags becomes React elements, with no attributes but a link's http(s) address, so no script,
// handler or style from the catalog can run.
import { Anchor, Box } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { type HtmlNode, parseHtml, textOf } from './html-tree';

const allowed = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'span',
  'div',
  'small',
  'sup',
  'sub',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h4',
  'h5',
  'h6',
]);
// Dropped together with everything inside them.
const dropped = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

function toReact(node: HtmlNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const { tag } = node;
  if (dropped.has(tag)) return null;
  const children = node.children.map((child, index) => toReact(child, index));
  if (tag === 'a') {
    const href = node.attributes.href ?? '';
    if (!/^https?:\/\//i.test(href)) return <span key={key}>{children}</span>;
    return (
      <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    );
  }
  if (!allowed.has(tag)) return <span key={key}>{children}</span>;
  if (tag === 'br') return <br key={key} />;
  return createElement(tag, { key }, ...children);
}

/** The nodes of a catalog HTML text, sanitized. */
export function richNodes(html: string): ReactNode[] {
  return parseHtml(html).map((node, index) => toReact(node, index));
}

/** The plain text of a catalog HTML text (for table cells and alt texts). */
export const plainText = (html: string) => textOf(parseHtml(html)).replace(/\s+/g, ' ').trim();

export function RichText({ html }: { html: string }) {
  return <Box className="rich-text">{richNodes(html)}</Box>;
}
