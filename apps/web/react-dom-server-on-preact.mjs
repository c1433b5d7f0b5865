import { options } from 'preact';
import { renderToStaticMarkup, renderToString, renderToStringAsync } from 'preact-render-to-string';

// React DOM's server API as src/entry-server.tsx uses it, rendered by Preact (decision 0059): a Preact
// build's server bundle resolves 'react-dom/server' here (preact-aliases.ts), so the server's HTML is
// Preact's — the same `useId` ids the browser's Preact draws later, the `<!--$s-->` markers around each
// lazy slice that Preact's hydration reads.
//
// Not preact/compat's own renderToPipeableStream: it streams a suspended part as a hidden template that
// an inline script moves into place, which the Content-Security-Policy forbids and a page read without
// scripts never shows. renderToStringAsync waits for every lazy slice and gives the page in one piece,
// as React DOM's renderer does here (entry-server.tsx waits for onAllReady, progressiveChunkSize).

// React 19's `use(Context)` (the interface's texts, useT) is preact/compat's `use`, which reads the
// contexts from the component's `_globalContext`, as Preact's own render sets it; the string renderer
// gives its components only `context`, the same map. Before each component renders, the one is the
// other. (Preact's published files name its internals shortly: `options._render` is `__r`,
// `vnode._component` is `__c`, `component._globalContext` is `__n`.)
const previousRenderHook = options.__r;
options.__r = (vnode) => {
  const component = vnode.__c;
  if (component && component.__n === undefined) component.__n = component.context;
  previousRenderHook?.(vnode);
};

// React DOM's synchronous renderers, which the web unit tests use for a page's server HTML (the hydration
// tests) and for plain markup: on a Preact build they are Preact's, as the server's are.
export { renderToStaticMarkup, renderToString };

/**
 * @param {unknown} element
 * @param {{ onAllReady?: () => void, onShellReady?: () => void, onShellError?: (error: unknown) => void, onError?: (error: unknown) => void }} [options]
 */
export function renderToPipeableStream(element, options = {}) {
  /** @type {string | null} */
  let html = null;
  let aborted = false;
  renderToStringAsync(/** @type {import('preact').VNode} */ (element)).then(
    (rendered) => {
      if (aborted) return;
      html = rendered;
      options.onShellReady?.();
      options.onAllReady?.();
    },
    (error) => {
      if (aborted) return;
      // React DOM reports an error outside every boundary twice: once as an error, once as the shell's.
      options.onError?.(error);
      options.onShellError?.(error);
    },
  );
  return {
    /** @param {import('node:stream').Writable} destination */
    pipe(destination) {
      destination.end(html ?? '');
    },
    abort() {
      aborted = true;
    },
  };
}
