import { Writable } from 'node:stream';
import { createContext, createElement as h, hydrate, lazy, Suspense, use, useId } from 'preact/compat';
import { expect, test, vi } from 'vitest';
import { renderToPipeableStream } from '../../react-dom-server-on-preact.mjs';

// The server's renderer of a Preact build (decision 0059): Preact's own HTML, so that what the browser's
// Preact draws after hydration names the ids the server wrote (the place filter's Escape returned focus
// to nothing when the server was React DOM), with every lazy slice in the page (no inline script).
// Written with createElement: this file's JSX would be React's.

const Texts = createContext('default text');

function Labelled({ seen }: { seen: string[] }) {
  const id = useId();
  seen.push(id);
  return h('div', null, h('span', { id }, use(Texts)), h('button', { 'aria-labelledby': id }, 'Go'));
}

function page(seen: string[], slice: () => Promise<{ default: typeof Labelled }>) {
  const Slice = lazy(slice);
  return h(
    Texts.Provider,
    { value: 'Location' },
    h(Labelled, { seen }),
    h(Suspense, { fallback: h('p', null, 'Loading') }, h(Slice, { seen })),
    h(Labelled, { seen }),
  );
}

function renderOnServer(element: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onShellError: reject,
      onAllReady: () => {
        let html = '';
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              html += chunk.toString();
              done();
            },
            final(done) {
              resolve(html);
              done();
            },
          }),
        );
      },
    });
  });
}

test('the server writes every lazy slice, and the browser hydrates it with the same ids', async () => {
  const onServer: string[] = [];
  const html = await renderOnServer(page(onServer, () => Promise.resolve({ default: Labelled })));
  expect(html).not.toContain('Loading');
  expect(html).not.toContain('<script');
  expect(html.match(/>Location</g)).toHaveLength(3);
  expect(onServer).toHaveLength(3);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const buttons = [...container.querySelectorAll('button')];
  const inBrowser: string[] = [];
  hydrate(
    page(inBrowser, () => Promise.resolve({ default: Labelled })),
    container,
  );
  await vi.waitFor(() => expect(inBrowser).toHaveLength(3));
  expect(inBrowser.toSorted()).toEqual(onServer.toSorted());
  // Hydrated in place: the same nodes, each button still labelled by a span that is there.
  expect([...container.querySelectorAll('button')]).toEqual(buttons);
  for (const button of buttons)
    expect(document.getElementById(button.getAttribute('aria-labelledby')!)?.textContent).toBe('Location');
  container.remove();
});

test('an error outside every boundary is the shell’s error', async () => {
  function Broken(): never {
    throw new Error('broken');
  }
  const onError = vi.fn();
  await expect(
    new Promise((resolve, reject) =>
      renderToPipeableStream(h(Broken, null), {
        onAllReady: () => resolve(null),
        onShellError: reject,
        onError,
      }),
    ),
  ).rejects.toThrow('broken');
  expect(onError).toHaveBeenCalledOnce();
});
