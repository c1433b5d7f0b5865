// The browser's renderer is Preact with its React compatibility layer (decision 0059): the app's source
// imports 'react' and 'react-dom'; the browser build and the web unit tests resolve them to Preact, the
// server renders with React DOM's renderToPipeableStream (the same markup, hydrated in place).
const reactOnPreact = `${import.meta.dirname}/react-on-preact.mjs`;

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: reactOnPreact },
];
