// The types of web-renderer.mjs (plain JavaScript, read by scripts/web-build.mjs in Node).
export type WebRenderer = 'react' | 'preact';
export const DEFAULT_WEB_RENDERER: WebRenderer;
export function webRenderer(env?: Record<string, string | undefined>): WebRenderer;
