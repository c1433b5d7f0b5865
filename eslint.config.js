// One lint configuration for the whole workspace: TypeScript's recommended rules everywhere, the rules
// of hooks and React Router's declarative API in the web app. The import boundaries and cycles are not
// here: .dependency-cruiser.cjs checks them on resolved paths (docs/decisions/0038-boundaries.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
/**
 * The toast host is mounted at the first toast (issue 33, decision 0059): a toast shown through Mantine's
 * own `notifications` would wait in its store for a host nobody asked for.
 */
const MANTINE_NOTIFICATIONS = {
  name: '@mantine/notifications',
  importNames: ['notifications'],
  message:
    "Show toasts through lib/notifications.ts (or lib/toast.ts's showToast): it mounts the toast host at the first toast.",
};
// Tests included: they render pages the way the app does (testing/render.tsx), so a data-router-only API
// in a page fails in its unit test as it would in the app.
const webDeclarativeRouter = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { paths: [DATA_ROUTER_ONLY, MANTINE_NOTIFICATIONS] }] },
};
// The wrapper itself, and tests (which empty Mantine's store between cases).
const mantineNotificationsAllowed = {
  files: ['apps/web/src/lib/notifications.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
  rules: { 'no-restricted-imports': ['error', { paths: [DATA_ROUTER_ONLY] }] },
};

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
      // Import-boundary fixtures: small trees of deliberately broken imports (tools/boundaries).
      'tools/boundaries/fixtures/**',
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
  webDeclarativeRouter,
  mantineNotificationsAllowed,
);
