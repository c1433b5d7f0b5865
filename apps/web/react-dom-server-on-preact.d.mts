// The types of react-dom-server-on-preact.mjs (plain JavaScript, as the other module the aliases name).
import type { Writable } from 'node:stream';

export function renderToPipeableStream(
  element: unknown,
  options?: {
    onAllReady?: () => void;
    onShellReady?: () => void;
    onShellError?: (error: unknown) => void;
    onError?: (error: unknown) => void;
  },
): { pipe: (destination: Writable) => void; abort: () => void };

export function renderToString(element: unknown): string;
export function renderToStaticMarkup(element: unknown): string;
