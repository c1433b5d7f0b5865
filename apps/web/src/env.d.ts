/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's renderer (vite.config.ts and vitest.config.ts define it from web-renderer.mjs; decision 0059). */
  readonly WEB_RENDERER: 'react' | 'preact';
}
