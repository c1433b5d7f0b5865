// @vitest-environment node
import { createElement as h } from 'preact/compat';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import '../../react-on-preact.mjs';

// The shim a Preact build reads React from (decision 0059), as the server's renderer of that build sees
// it (no `document`): the attributes it writes into the page the browser then hydrates in place.
// Written with createElement: this file's JSX would be React's.

test('the page keeps translate="no" (compat makes it false, which the server would drop)', () => {
  expect(renderToString(h('span', { translate: 'no' }, 'Baa'))).toBe('<span translate="no">Baa</span>');
  expect(renderToString(h('span', { translate: 'yes' }, 'Jobs'))).toBe('<span translate="yes">Jobs</span>');
  expect(renderToString(h('span', null, 'Jobs'))).toBe('<span>Jobs</span>');
});

test('tabIndex is written as tabindex, so an SVG element is focusable', () => {
  expect(renderToString(h('svg', null, h('g', { tabIndex: 0, role: 'button' })))).toBe(
    '<svg><g role="button" tabindex="0"></g></svg>',
  );
});
