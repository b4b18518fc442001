// Catalog texts arrive as HTML. They are parsed, never injected: only an allowlist of text-level
// tags becomes React elements, with no attributes but a link's http(s) address, so no script,
// handler or style from the catalog can run.
import { Anchor, Box } from '@mantine/core';
import { createElement, type ReactNode } from 'react';

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

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (dropped.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, index) => toReact(child, index));
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
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
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (node, index) => toReact(node, index));
}

/** The plain text of a catalog HTML text (for table cells and alt texts). */
export const plainText = (html: string) =>
  (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();

export function RichText({ html }: { html: string }) {
  return <Box className="rich-text">{richNodes(html)}</Box>;
}
