// A task boundary in the evaluation of the entry's modules (issue 33, decision 0059 amended 2026-12-01).
// The browser evaluates a chunk's static module graph in one task: on Preact (its renderer, the router,
// TanStack Query, Mantine's core and the app's shell) some 80 ms on a 4× slowed phone, longer than the
// 50 ms a task may take. The bundle evaluates its modules in import order and waits for a module that
// awaits at its top level, so main.tsx imports this one between the libraries (./boot-libraries.ts) and
// the app: what comes after it is evaluated in a task of its own. A MessageChannel message, not a timer
// (no 4 ms clamp). Not on React DOM, whose own evaluation is one task either way (decision 0059).
if (import.meta.env.WEB_RENDERER === 'preact') {
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
export {};
