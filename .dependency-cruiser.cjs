// The architecture's import boundaries, checked on resolved paths (docs/decisions/0038-boundaries.md):
// `npm run lint` runs `depcruise` with this file, and tools/boundaries/boundaries.test.ts shows that each
// rule catches what it is for. Paths are relative to the repository root; imports are resolved the way
// TypeScript and Vite resolve them (relative paths, `.js` for `.ts`, `@portal/shared/*` through its
// package.json `exports`), static and dynamic (`import()`) ones, type-only imports included.

/** The parts, once: every rule below is written in these terms. */
const part = {
  server: '^apps/server/',
  /** One folder per module (decision 0013); `$1` in a rule is the importing module's own folder. */
  serverModule: '^apps/server/src/modules/([^/]+)/',
  serverModules: '^apps/server/src/modules/',
  /** A module's face to the other modules. */
  serverModuleService: '^apps/server/src/modules/[^/]+/service[.]ts$',
  /** Infrastructure: knows nothing of the modules. */
  serverInfrastructure: '^apps/server/src/(plugins|lib|db)/',
  /** What wires the modules together. */
  serverCompositionRoots: '^apps/server/src/(app|main)[.]ts$',
  seed: '^apps/server/src/seed/',
  /** Who may seed a database: the server's entry point, its scripts, the seed itself and the benchmark. */
  seeders: '^(apps/server/src/(main[.]ts$|scripts/|seed/)|bench/)',
  web: '^apps/web/',
  webFeature: '^apps/web/src/features/([^/]+)/',
  webFeatures: '^apps/web/src/features/',
  /** The app shell that composes the features, and the two entry points that start it. */
  webApp: '^apps/web/src/(app/|main[.]tsx$|entry-server[.]tsx$)',
  /** What every feature may use. */
  webSharedLayers: '^apps/web/src/(components|lib)/',
  shared: '^packages/shared/',
  apps: '^(apps|bench|e2e)/',
  /** Tests keep their freedoms (they build fixtures with any part's internals); they are not code. */
  // The browser journeys (e2e/) are tests too: their global setup starts the server tests' BML stand-in.
  tests: '([.]test[.]tsx?$|^apps/server/test/|^apps/web/src/testing/|/test-support[.]ts$|^e2e/)',
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-through-service',
      comment:
        "A server module reaches another module only through its service.ts (decision 0013): the other module's repository, routes, policy and helpers are its own.",
      severity: 'error',
      from: { path: part.serverModule, pathNot: part.tests },
      to: {
        path: part.serverModules,
        pathNot: [`${part.serverModules}$1/`, part.serverModuleService],
      },
    },
    {
      name: 'server-module-not-app',
      comment: 'Only app.ts and main.ts wire the modules together: a module takes ServiceDeps (lib/deps.ts).',
      severity: 'error',
      from: { path: part.serverModules, pathNot: part.tests },
      to: { path: part.serverCompositionRoots },
    },
    {
      name: 'server-infrastructure-not-modules',
      comment:
        'plugins/, lib/ and db/ never import modules/, app.ts or main.ts: app.ts passes a plugin what it needs from the modules (decision 0013).',
      severity: 'error',
      from: { path: part.serverInfrastructure, pathNot: part.tests },
      to: { path: [part.serverModules, part.serverCompositionRoots] },
    },
    {
      name: 'seed-only-from-entry-points',
      comment:
        'The demo and reference data are seeded by main.ts, the scripts, the benchmark and the tests, never by the code that serves requests.',
      severity: 'error',
      from: { pathNot: [part.seeders, part.tests] },
      to: { path: part.seed },
    },
    {
      name: 'web-feature-not-other-feature',
      comment:
        'A web feature never imports another feature: what both need moves to lib/ or components/ (bulletproof-react).',
      severity: 'error',
      from: { path: part.webFeature, pathNot: part.tests },
      to: { path: part.webFeatures, pathNot: `${part.webFeatures}$1/` },
    },
    {
      name: 'web-feature-not-app',
      comment: 'A web feature never imports app/: the app composes the features, not the other way round.',
      severity: 'error',
      from: { path: part.webFeatures, pathNot: part.tests },
      to: { path: part.webApp },
    },
    {
      name: 'web-shared-layers-not-features',
      comment:
        'components/ and lib/ are what the features share: they never import a feature or app/ (the features import them).',
      severity: 'error',
      from: { path: part.webSharedLayers, pathNot: part.tests },
      to: { path: [part.webFeatures, part.webApp] },
    },
    {
      name: 'web-not-server',
      comment:
        'The web app and the server meet in packages/shared (schemas, rules) and over HTTP, never by importing each other.',
      severity: 'error',
      from: { path: part.web, pathNot: part.tests },
      to: { path: part.server },
    },
    {
      name: 'server-not-web',
      comment:
        'The web app and the server meet in packages/shared (schemas, rules) and over HTTP, never by importing each other.',
      severity: 'error',
      from: { path: part.server, pathNot: part.tests },
      to: { path: part.web },
    },
    {
      name: 'shared-not-apps',
      comment:
        'packages/shared is what the apps share: it imports nothing of the server, the web app, the browser journeys or the benchmark.',
      severity: 'error',
      from: { path: part.shared, pathNot: part.tests },
      to: { path: part.apps },
    },
    {
      name: 'code-not-tests',
      comment: 'The app never imports test code (test files, test/, testing/, test-support.ts).',
      severity: 'error',
      from: { pathNot: part.tests },
      to: { path: part.tests },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only imports and tests included: a type cycle still ties two parts together (decision 0013).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every relative or workspace import resolves to a file: a boundary can only be checked on a resolved path.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '(^|/)dist(-ssr)?/',
        '^tools/boundaries/fixtures/',
        '^e2e/[.](artifacts|look)/',
        // Data folders and reports that the app, the tests and the benchmark write (.gitignore).
        '^(data|tmp|test-results|playwright-report)/',
        '[.]data/',
        '^apps/server/drizzle/',
      ],
    },
    // Type-only imports are dependencies too (`import type`): TypeScript's own parser reads them.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // `@portal/shared/*` resolves through packages/shared/package.json's `exports` to its source.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
