import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it("draws the sprite's symbol of its name at its size, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon name="map-pin" size={16} />);
    expect(html).toMatch(
      /^<svg width="16" height="16" aria-hidden="true" focusable="false" class="tabler-icon tabler-icon-map-pin">/,
    );
    expect(html).toMatch(/<use href="[^"]*icons\.svg[^"#]*#map-pin"><\/use><\/svg>$/);
  });

  it('is announced when labelled, and takes a colour and classes', () => {
    const html = renderToStaticMarkup(
      <Icon
        name="rosette-discount-check-filled"
        aria-label="Verified employer"
        role="img"
        color="red"
        className="x"
      />,
    );
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="Verified employer"');
    expect(html).toContain('class="tabler-icon tabler-icon-rosette-discount-check-filled x"');
    // React DOM writes `color:red`, Preact's string renderer `color:red;`.
    expect(html).toMatch(/ style="color:red;?"/);
  });
});
