// React DOM's build resolves ./boot-turn.ts here (vite.config.ts): no task boundary, and no top-level
// await, which would make the bundler wrap every module of the entry's chunk (0.5 kB on every page).
export {};
