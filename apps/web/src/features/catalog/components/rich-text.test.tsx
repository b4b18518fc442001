// Catalog HTML is rendered without scripts, handlers, styles or unsafe links.
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test-render';
import { plainText, RichText } from './rich-text';

describe('RichText', () => {
  it('keeps text-level markup and drops what could run', () => {
    const html =
      '<p onclick="steal()">Covers <strong>cleanings</strong></p><script>steal()</script>' +
      '<img src=x onerror="steal()"><a href="javascript:steal()">bad</a><a href="https://example.com">good</a>' +
      '<ul><li style="color:red">One</li></ul>';
    const { container } = renderInApp(<RichText html={html} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('cleanings');
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com']);
    expect(container.textContent).toContain('bad');
    expect(container.querySelector('li')?.textContent).toBe('One');
  });

  it('gives the plain text', () => {
    expect(plainText('<p>Two  cleanings</p><p>a year</p>')).toBe('Two cleaningsa year');
  });
});
