// Catalog HTML read alike in the browser and on the server: elements, attributes, decoded text.
import { describe, expect, it } from 'vitest';
import { parseHtml, textOf } from './html-tree';

describe('parseHtml', () => {
  it('reads nested elements, attributes in any quoting, void elements and stray closing tags', () => {
    expect(parseHtml(`<p class=x>One <a href='https://e.x/?a=1&amp;b=2'>link</a><br>two</span></p>tail`)).toEqual([
      {
        tag: 'p',
        attributes: { class: 'x' },
        children: [
          'One ',
          { tag: 'a', attributes: { href: 'https://e.x/?a=1&b=2' }, children: ['link'] },
          { tag: 'br', attributes: {}, children: [] },
          'two',
        ],
      },
      'tail',
    ]);
  });

  it("keeps a script's text as text up to its own closing tag, and skips comments", () => {
    expect(parseHtml('<script>if (a < b) "</p>"</script><!-- note -->ok')).toEqual([
      { tag: 'script', attributes: {}, children: ['if (a < b) "</p>"'] },
      'ok',
    ]);
  });

  it('decodes character references and reads a lone < as text', () => {
    expect(textOf(parseHtml('&lt;b&gt; &#39;x&#x27; &nbsp;&copy;'))).toBe("<b> 'x' \u00a0\u00a9");
    expect(textOf(parseHtml('a < b &amp; <em>c</em>'))).toBe('a < b & c');
  });
});
