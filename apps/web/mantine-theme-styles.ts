import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from './src/lib/theme.ts';

// The theme's CSS variables and Mantine's global classes, in the <head> of index.html (decision 0039).
// Mantine's provider renders them as <style> elements where it stands; the public pages' first load has no
// provider (src/lib/mantine-root.tsx), so the build writes the same two elements into the document once,
// for every page: the rendered ones (the server fills #root into this file) and the ones drawn in the
// browser alike, in development too.

/** The <style> elements MantineProvider renders for the app's theme. */
export function themeStyleElements(): string {
  return renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, children: null }),
  );
}

export function mantineThemeStyles(): Plugin {
  return {
    name: 'portal:mantine-theme-styles',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', () => `${themeStyleElements()}\n  </head>`),
    },
  };
}
