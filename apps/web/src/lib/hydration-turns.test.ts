import { Writable } from 'node:stream';
import type { FunctionComponent } from 'preact';
import { afterEach, expect, test, vi } from 'vitest';

// Hydration in turns on Preact (issue 33, ./hydration-turns.tsx): each <HydrateInTurn> part and each lazy
// part whose code has come is hydrated in a task of its own, the server's elements kept until then. The
// module under test runs on Preact whatever renderer the web tests run on: its 'react' is preact/compat
// here (as in a Preact build). Written with createElement, as this file's JSX would be React's. The
// turns' tasks are stepped through one at a time (`tasks.run()`), in place of the browser's messages.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const { createElement: h, hydrate, lazy, render, Suspense, useState } = await import('preact/compat');
const { renderToPipeableStream } = await import('../../react-dom-server-on-preact.mjs');
const { beginHydration, codeInTurn, hydrateInTurn, inTurn, resetHydrationTurns } =
  await import('./hydration-turns');

afterEach(() => resetHydrationTurns());

/** A place in turn, typed for Preact's createElement (the module's types are React's). */
const partInTurn = () => hydrateInTurn() as unknown as FunctionComponent<{ turn?: string | number }>;

/** A scheduler the test steps through: `run()` is one task, then its microtasks. */
function steppedTasks() {
  const queue: Array<() => void> = [];
  return {
    scheduler: (task: () => void) => void queue.push(task),
    pending: () => queue.length,
    async run() {
      queue.shift()?.();
      // The microtasks after the task: the promise the turn resolves, then Preact's render of the part.
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
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

/** A button that counts its taps once hydrated, and notes that it was drawn. */
function Counter({ name, drawn }: { name: string; drawn: string[] }) {
  const [taps, setTaps] = useState(0);
  if (!drawn.includes(name)) drawn.push(name);
  return h('button', { type: 'button', onClick: () => setTaps(taps + 1) }, `${name} ${taps}`);
}

test('parts in turn are hydrated one task at a time, in order and in place, then answer taps', async () => {
  const Header = partInTurn();
  const Row = partInTurn();
  const page = (drawn: string[]) =>
    h(
      'div',
      null,
      h(Counter, { name: 'shell', drawn }),
      h(Suspense, null, h(Header, null, h(Counter, { name: 'header', drawn }))),
      ['a', 'b', 'c'].map((id) => h(Row, { key: id, turn: id }, h(Counter, { name: `row ${id}`, drawn }))),
    );

  // The server draws every part at once (no turn there).
  const html = await renderOnServer(page([]));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const buttons = [...container.querySelectorAll('button')];
  expect(buttons.map((b) => b.textContent)).toEqual(['shell 0', 'header 0', 'row a 0', 'row b 0', 'row c 0']);

  const tasks = steppedTasks();
  const drawn: string[] = [];
  beginHydration({ inTurns: true, scheduler: tasks.scheduler });
  hydrate(page(drawn), container);
  // The shell in the task that hydrates; the server's buttons of the parts stay on the page meanwhile.
  expect(drawn).toEqual(['shell']);
  expect([...container.querySelectorAll('button')]).toEqual(buttons);
  for (const next of ['header', 'row a', 'row b', 'row c']) {
    await tasks.run();
    expect(drawn.at(-1)).toBe(next);
  }
  expect(drawn).toHaveLength(5);
  // A task with no turn left ends the hydration; nothing more is scheduled.
  await tasks.run();
  expect(tasks.pending()).toBe(0);
  await expect(inTurn('at once')).resolves.toBe('at once');

  // Hydrated in place: the same nodes, now answering taps.
  expect([...container.querySelectorAll('button')]).toEqual(buttons);
  buttons[3]!.click();
  await vi.waitFor(() => expect(buttons[3]!.textContent).toBe('row b 1'));
  container.remove();
});

test('two lazy parts of one chunk are hydrated in two tasks once their code has come', async () => {
  const chunk = Promise.resolve({ First: () => h('p', null, 'first'), Second: () => h('p', null, 'second') });
  const drawn: string[] = [];
  // As lib/lazy-slice.tsx's loader does.
  const part = (name: 'First' | 'Second') =>
    lazy(() =>
      codeInTurn(
        chunk.then((m) => ({
          default: () => {
            drawn.push(name);
            return m[name]();
          },
        })),
      ),
    );
  const First = part('First');
  const Second = part('Second');
  const container = document.createElement('div');
  container.innerHTML = '<div><!--$s--><p>first</p><!--/$s--><!--$s--><p>second</p><!--/$s--></div>';
  const paragraphs = [...container.querySelectorAll('p')];

  const tasks = steppedTasks();
  beginHydration({ inTurns: true, scheduler: tasks.scheduler });
  hydrate(h('div', null, h(Suspense, null, h(First, null)), h(Suspense, null, h(Second, null))), container);
  // The code comes (microtasks), each part then waits for its turn.
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(drawn).toEqual([]);
  await tasks.run();
  expect(drawn).toEqual(['First']);
  await tasks.run();
  expect(drawn).toEqual(['First', 'Second']);
  expect([...container.querySelectorAll('p')]).toEqual(paragraphs);
});

test('rows in a lazy part whose code comes after the rest of the page still hydrate one per task', async () => {
  const Row = partInTurn();
  let arrive: () => void = () => {};
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const drawn: string[] = [];
  const Item = ({ id }: { id: string }) => {
    drawn.push(id);
    return h('li', null, id);
  };
  const Rows = lazy(() =>
    codeInTurn(
      code.then(() => ({
        default: () =>
          h(
            'ul',
            null,
            ['a', 'b'].map((id) => h(Row, { key: id, turn: id }, h(Item, { id }))),
          ),
      })),
    ),
  );
  const container = document.createElement('div');
  container.innerHTML = '<div><!--$s--><ul><li>a</li><li>b</li></ul><!--/$s--></div>';
  const items = [...container.querySelectorAll('li')];
  const tasks = steppedTasks();
  beginHydration({ inTurns: true, scheduler: tasks.scheduler });
  hydrate(h('div', null, h(Suspense, null, h(Rows, null))), container);
  // Every turn so far has run; the rows' code is still on its way, so the hydration is not over.
  await tasks.run();
  await tasks.run();
  expect(tasks.pending()).toBe(0);
  arrive();
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await tasks.run(); // the part's own turn: the list, its rows waiting
  expect(drawn).toEqual([]);
  await tasks.run();
  expect(drawn).toEqual(['a']);
  await tasks.run();
  expect(drawn).toEqual(['a', 'b']);
  expect([...container.querySelectorAll('li')]).toEqual(items);
});

test('a part drawn after the hydration (another page), or on a page drawn in the browser, waits for nothing', async () => {
  const Part = partInTurn();
  const container = document.createElement('div');
  // No hydration began (a page the browser draws, or React DOM): the element itself.
  render(h(Suspense, { fallback: h('i', null, 'waiting') }, h(Part, null, h('b', null, 'drawn'))), container);
  expect(container.innerHTML).toBe('<b>drawn</b>');

  const tasks = steppedTasks();
  beginHydration({ inTurns: true, scheduler: tasks.scheduler });
  await tasks.run(); // no turn waiting: the hydration is over
  const later = document.createElement('div');
  render(
    h(Suspense, { fallback: h('i', null, 'waiting') }, h(Part, { turn: 'x' }, h('b', null, 'drawn'))),
    later,
  );
  expect(later.innerHTML).toBe('<b>drawn</b>');
});
