import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as tabler from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICONS } from './icon-names';

// The sprite (icons.svg) is made from @tabler/icons-react's own components, so an icon drawn by <Icon> is
// the drawing <IconX> gives. It is kept in the repository (served as a hashed asset); this test fails when
// it is not what the names and the installed Tabler give. Rebuild it with `npm run icons:sprite`.
const SPRITE_FILE = path.join(import.meta.dirname, 'icons.svg');
const SYMBOL_ATTRIBUTES = ['viewBox', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];

const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

function symbolOf(name: string): string {
  const component = (tabler as unknown as Record<string, ComponentType | undefined>)[`Icon${pascal(name)}`];
  if (!component)
    throw new Error(`@tabler/icons-react has no Icon${pascal(name)} (icon-names.ts: '${name}')`);
  const svg = renderToStaticMarkup(createElement(component));
  const open = /^<svg([^>]*)>/.exec(svg);
  if (!open) throw new Error(`Icon${pascal(name)} did not render an <svg>`);
  const attributes = SYMBOL_ATTRIBUTES.flatMap((attribute) => {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(open[1] ?? '')?.[1];
    return value === undefined ? [] : [`${attribute}="${value}"`];
  });
  const body = svg.slice(open[0].length, -'</svg>'.length);
  return `<symbol id="${name}" ${attributes.join(' ')}>${body}</symbol>`;
}

function renderSprite(names: readonly string[]): string {
  const symbols = [...names].sort().map(symbolOf);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

describe('the icon sprite', () => {
  it('holds every name of icon-names.ts, drawn as @tabler/icons-react draws it', () => {
    const expected = renderSprite(SPRITE_ICONS);
    if (process.env.UPDATE_SPRITE === '1') fs.writeFileSync(SPRITE_FILE, expected);
    expect(fs.readFileSync(SPRITE_FILE, 'utf8'), 'icons.svg is stale: run npm run icons:sprite').toBe(
      expected,
    );
  });

  it('draws an outline icon with a stroke and a filled one with a fill', () => {
    expect(symbolOf('map-pin')).toMatch(
      /^<symbol id="map-pin" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/,
    );
    expect(symbolOf('bookmark-filled')).toMatch(
      /^<symbol id="bookmark-filled" viewBox="0 0 24 24" fill="currentColor"/,
    );
    expect(symbolOf('bookmark-filled')).not.toContain('stroke="currentColor"');
  });

  it('refuses a name Tabler does not have', () => {
    expect(() => symbolOf('no-such-icon')).toThrow(/has no IconNoSuchIcon/);
  });
});
