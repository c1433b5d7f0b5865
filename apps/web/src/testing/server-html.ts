import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The HTML the server sends for `element`, for the tests that hydrate it: rendered as entry-server.tsx
 * renders a page (`renderToPipeableStream`, given out once every lazy part has come), by the renderer the
 * tests run on. On Preact `react-dom/server` is react-dom-server-on-preact.mjs, as on a Preact build's
 * server: the HTML has Preact's markers around the lazy parts and Preact's `useId` ids, which Preact's
 * hydration reads; React DOM's would not do (decision 0059).
 */
export function serverHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onError: reject,
    });
  });
}
