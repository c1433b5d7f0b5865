import { describe, expect, it } from 'vitest';
import { buildSitemapXml } from './feeds';
import { normaliseWebsite, serializeJsonLd } from './json-ld';
import { decodeEntities, htmlToText, truncateText } from './text';

describe('publishing text helpers', () => {
  it('turns HTML into plain text: tags and code dropped, entities decoded, spaces collapsed', () => {
    expect(
      htmlToText(
        '<h2>Role</h2><p>Cook&nbsp;&amp; serve<br>guests</p><script>x()</script><style>p{}</style><ul><li>A</li><li>B &#8211; C &#x263A;</li></ul>',
      ),
    ).toBe('Role Cook & serve guests A B – C ☺');
    expect(htmlToText(null)).toBe('');
    expect(decodeEntities('&unknown; &lt;b&gt; &#0; &#xD800;')).toBe('&unknown; <b>    ');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const long = 'word '.repeat(100).trim();
    const cut = truncateText(long, 160);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(truncateText('short text', 160)).toBe('short text');
  });

  it('makes JSON-LD safe inside a script element and still the same data', () => {
    const data = { t: '</script><!-- & \u2028' };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(data);
  });

  it('accepts only http(s) websites with a domain', () => {
    expect(normaliseWebsite('www.example.mv')).toBe('https://www.example.mv/');
    expect(normaliseWebsite('http://example.mv/careers')).toBe('http://example.mv/careers');
    expect(normaliseWebsite('javascript:alert(1)')).toBeNull();
    expect(normaliseWebsite('n/a')).toBeNull();
    expect(normaliseWebsite('')).toBeNull();
  });

  it('escapes sitemap URLs', () => {
    expect(buildSitemapXml([{ loc: 'https://x.mv/?a=1&b=2' }])).toContain(
      '<loc>https://x.mv/?a=1&amp;b=2</loc>',
    );
  });
});
