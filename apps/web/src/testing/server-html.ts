import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';
import { webRenderer } from '../../web-renderer.mjs';

/**
 * The HTML the server sends for `element`, every lazy part in it (entry-server.tsx waits for them), for the
 * tests that hydrate it, by the renderer the tests run on (decision 0059):
 * - on Preact, `renderToPipeableStream` as entry-server.tsx calls it, which on Preact is
 *   react-dom-server-on-preact.mjs (`renderToStringAsync`): Preact's markers around the lazy parts and its
 *   `useId` ids, which Preact's hydration reads. Its `renderToString` cannot wait for a lazy part (it throws).
 * - on React DOM, `renderToString` until no lazy part is left to the browser (`<!--$!-->`). Not React's
 *   streaming renderer: in this one process it left a context value behind for the hydration that follows
 *   (React Router: "You cannot render a <Router> inside another <Router>").
 */
export async function serverHtml(element: ReactNode): Promise<string> {
  if (webRenderer() === 'preact') return streamed(element);
  let html = renderToString(element);
  await vi.waitFor(() => {
    html = renderToString(element);
    expect(html).not.toContain('<!--$!-->');
  });
  return html;
}

function streamed(element: ReactNode): Promise<string> {
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
      onShellError: reject,
      onError: reject,
    });
  });
}
