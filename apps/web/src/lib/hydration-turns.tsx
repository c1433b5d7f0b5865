import { Suspense, type ReactNode } from 'react';

// Hydration in turns (issue 33, decision 0059 amended 2026-12-01). React DOM hydrates a server-rendered
// page one Suspense boundary at a time and yields to the browser between them; Preact hydrates the whole
// tree it has the code for in the task that starts it (the entry's `import.then`: 160-250 ms on a 4×
// slowed phone), and every lazy part whose code arrives together in one more task. On Preact, while the
// page is being hydrated:
// - a part wrapped in <HydrateInTurn> is left as the server drew it, and hydrated in a task of its own
//   after the parts before it (it throws a promise that its turn resolves; Preact keeps the server's
//   element while it waits and hydrates it when it resumes);
// - a lazy part's code, once it has come, waits for its turn too (lib/lazy-slice.tsx), so two parts of
//   one chunk are not hydrated in one task.
// Turns run one per task (a MessageChannel message: no 4 ms timer clamp), in the order the parts were
// drawn. Once no turn is waiting, the page is hydrated and parts render at once, as on React DOM, which
// keeps its own scheduler: nothing here is active there.

/** The build's renderer hydrates in turns: Preact (vite.config.ts defines it; decision 0059). */
const onPreact = import.meta.env.WEB_RENDERER === 'preact';

/** Set once, when a server-rendered page starts hydrating on Preact: the parts' elements keep one shape. */
let inTurns = false;
let hydrating = false;
const waiting: Array<() => void> = [];
/** Lazy parts drawn during the hydration whose code has not come yet: the hydration is not over. */
let codeAwaited = 0;
/** What waits for the turns to be over (a tap held on a part not yet hydrated, ./early-taps.ts). */
let afterTurns: Array<() => void> = [];

/** Runs `task` in a task of its own: a MessageChannel message (no 4 ms clamp as a timer has). */
export type Scheduler = (task: () => void) => void;
let channel: MessageChannel | null = null;
const postTask: Scheduler = (task) => {
  channel ??= new MessageChannel();
  channel.port1.onmessage = task;
  channel.port2.postMessage(null);
};
let schedule = postTask;
let scheduled = false;

function scheduleTurn() {
  if (scheduled) return;
  scheduled = true;
  schedule(runTurn);
}

// One turn per task: its part is hydrated in the microtasks after it (Preact renders a resumed part in a
// microtask), before the next turn's task. A task with no turn left answers what waited for the turns;
// if no lazy part's code is still on its way either, the hydration is over: parts drawn from then on are
// drawn at once.
function runTurn() {
  scheduled = false;
  const turn = waiting.shift();
  if (turn) {
    turn();
    scheduleTurn();
    return;
  }
  if (codeAwaited === 0) hydrating = false;
  const waitingForThem = afterTurns;
  afterTurns = [];
  waitingForThem.forEach((then) => then());
}

/**
 * Parts of the page wait for their turn (on Preact, while it hydrates the page). Parts whose code is still
 * on its way are not counted: they mark themselves (`data-slice="pending"`, ./slice.ts).
 */
export const turnsPending = () => scheduled || waiting.length > 0;

/** Runs `then` once no part waits for its turn: at once when none does (and always on React DOM). */
export function whenTurnsDone(then: () => void) {
  if (turnsPending()) afterTurns.push(then);
  else then();
}

/**
 * The page is about to be hydrated (main.tsx): on Preact, parts wait for their turn until none is left.
 * The tests pass the renderer and a scheduler that they step through.
 */
export function beginHydration({ inTurns: on = onPreact, scheduler = postTask } = {}) {
  if (!on) return;
  inTurns = true;
  hydrating = true;
  schedule = scheduler;
  scheduleTurn();
}

/** `value`, in a task of its own after the turns already waiting; at once when the page is hydrated. */
export function inTurn<T>(value: T): Promise<T> {
  if (!hydrating) return Promise.resolve(value);
  return new Promise((resolve) => {
    waiting.push(() => resolve(value));
    scheduleTurn();
  });
}

/**
 * A lazy part's code (lib/lazy-slice.tsx): while the page is being hydrated, the hydration lasts until it
 * has come, and then it waits for its turn, so that the parts of one chunk (the home page's rows and
 * pager) or of chunks that came together are hydrated in tasks of their own.
 */
export function codeInTurn<T>(code: Promise<T>): Promise<T> {
  if (!hydrating) return code;
  codeAwaited++;
  return code.then(
    (value) => {
      codeAwaited--;
      return inTurn(value);
    },
    (error: unknown) => {
      codeAwaited--;
      scheduleTurn();
      throw error;
    },
  );
}

/**
 * A part of a server-rendered page hydrated in a task of its own (on Preact; as it is on React DOM). Its
 * children must be one element: Preact keeps that element, as the server drew it, while the part waits.
 * Each <HydrateInTurn> is a place in the page's tree, made once at module level (`hydrateInTurn()`), or
 * one per item of a list (`turn` names the item).
 */
export function hydrateInTurn() {
  const done = new Set<string | number>();
  const pending = new Map<string | number, Promise<void>>();
  function Waiting({ turn, children }: { turn: string | number; children?: ReactNode }) {
    if (hydrating && !done.has(turn)) {
      let promise = pending.get(turn);
      if (!promise) {
        promise = inTurn(undefined).then(() => {
          done.add(turn);
          pending.delete(turn);
        });
        pending.set(turn, promise);
      }
      // Preact's Suspense keeps the server's element and resumes this part when the promise settles.
      throw promise;
    }
    return children;
  }
  return function HydrateInTurn({ turn = 0, children }: { turn?: string | number; children?: ReactNode }) {
    // React DOM, the server, a page drawn in the browser: the element itself (React's scheduler already
    // yields between the page's boundaries). The shape differs from the server's by a Suspense, which
    // draws no element of its own.
    if (!inTurns) return children;
    return (
      <Suspense>
        <Waiting turn={turn}>{children}</Waiting>
      </Suspense>
    );
  };
}

/** Tests: start from a page not yet hydrated. */
export function resetHydrationTurns() {
  inTurns = false;
  hydrating = false;
  waiting.length = 0;
  codeAwaited = 0;
  afterTurns = [];
  scheduled = false;
  schedule = postTask;
}
