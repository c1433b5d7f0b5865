/**
 * Runs `task` once the browser has nothing better to do (after hydration, between frames), for code that
 * should be ready before it is needed but must not compete with the page's own: a menu's chunk, the
 * toast container. Returns the cancel function an effect's cleanup wants.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
