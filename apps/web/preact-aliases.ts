// The browser's renderer is Preact with its React compatibility layer (decision 0059): the app's source
// imports 'react' and 'react-dom'; a Preact build resolves them to Preact, in the browser's bundle and in
// the server renderer's (entry-server.tsx), so that the server's HTML is Preact's own: `useId`'s ids and
// the lazy slices' markers are those the browser's hydration expects.
const reactOnPreact = `${import.meta.dirname}/react-on-preact.mjs`;
const reactDomServerOnPreact = `${import.meta.dirname}/react-dom-server-on-preact.mjs`;

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: reactDomServerOnPreact },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: reactOnPreact },
];
