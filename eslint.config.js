// One lint configuration for the whole workspace: TypeScript's recommended rules everywhere,
// the rules of hooks in the web app, and the import boundaries of
// docs/decisions/0013-modules-services-policies.md (import cycles: apps/server/test/import-cycles.test.ts).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const folders = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** `../<module>/<file>` from inside a module: allowed for `service` only. */
const serverModuleBoundaries = {
  files: ['apps/server/src/modules/**/*.ts'],
  // Tests may build fixtures with any module's internals.
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!service$).+',
            message: 'A module reaches another module only through its service.ts (decision 0013).',
          },
          {
            regex: '^(\\.\\./)+app$',
            message: 'Only app.ts wires modules together; take ServiceDeps (lib/deps.ts) instead.',
          },
        ],
      },
    ],
  },
};

/** Infrastructure knows nothing of the modules: app.ts passes what a plugin needs from them. */
const serverInfrastructureBoundaries = {
  files: ['apps/server/src/{plugins,lib,db}/**/*.ts'],
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)modules/',
            message: 'plugins/, lib/ and db/ never import modules/: app.ts wires them (decision 0013).',
          },
          {
            regex: '^(\\.\\./)+app$',
            message: 'plugins/, lib/ and db/ never import app.ts.',
          },
        ],
      },
    ],
  },
};

/**
 * The web app renders with React Router's declarative API (decision 0024): what only its data router
 * provides would pass in the unit tests (they render in a data router) and throw in the app.
 */
const DATA_ROUTER_ONLY = {
  name: 'react-router',
  importNames: [
    'useMatches',
    'useLoaderData',
    'useRouteLoaderData',
    'useActionData',
    'useNavigation',
    'useFetcher',
    'useFetchers',
    'useRevalidator',
    'useRouteError',
    'useBlocker',
    'useAsyncValue',
    'useAsyncError',
    'Await',
    'Form',
    'ScrollRestoration',
    'RouterProvider',
    'createBrowserRouter',
    'createHashRouter',
    'createMemoryRouter',
    'createStaticHandler',
    'createStaticRouter',
    'StaticRouterProvider',
  ],
  message:
    'The app uses React Router declaratively (BrowserRouter/StaticRouter + useRoutes, decision 0024): this needs its data router.',
};
// Tests included: they render pages the way the app does (testing/render.tsx), so a data-router-only API
// in a page fails in its unit test as it would in the app.
const webDeclarativeRouter = {
  files: ['apps/web/src/*.tsx', 'apps/web/src/{app,lib,components,testing}/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { paths: [DATA_ROUTER_ONLY] }] },
};

/** A web feature uses lib/, components/ and shared code, never another feature or app/ (bulletproof-react). */
const webFeatures = folders('./apps/web/src/features/');
const webFeatureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  // Tests may compose a feature with the app's guards.
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [DATA_ROUTER_ONLY],
        patterns: [
          {
            regex: `^(\\.\\./)+(${webFeatures.filter((f) => f !== feature).join('|')})(/|$)`,
            message:
              'A web feature never imports another feature: move what both need to lib/ or components/.',
          },
          {
            regex: '^(\\.\\./)+app(/|$)',
            message:
              'A web feature never imports app/: the app composes the features, not the other way round.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'e2e/.look/**',
      'data/**',
      '**/.data/**',
      'apps/server/drizzle/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  serverModuleBoundaries,
  serverInfrastructureBoundaries,
  webDeclarativeRouter,
  ...webFeatureBoundaries,
);
