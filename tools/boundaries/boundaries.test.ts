import fs from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

// The import boundaries (docs/decisions/0038-boundaries.md): each fixture under fixtures/ is a small tree
// mirroring the repository's paths, cruised with the repository's own .dependency-cruiser.cjs. Each
// forbidden one is an import the earlier lint (no-restricted-imports matching import text) let through;
// the legal one holds every kind of import the architecture allows, so a rule written too wide fails too.

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

type Violation = { rule: string; from: string; to: string };

async function violations(fixture: string): Promise<Violation[]> {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const baseDir = path.join(fixtures, fixture);
  const { output } = await cruise(['.'], { ...options, baseDir });
  const { summary } = output as ICruiseResult;
  return summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const forbidden: Record<string, Violation[]> = {
  // 1. Up to src/ and down into another module's repository.
  'seekers-deep-relative': [
    {
      rule: 'server-module-through-service',
      from: 'apps/server/src/modules/seekers/service.ts',
      to: 'apps/server/src/modules/jobs/repository.ts',
    },
  ],
  // 2. import('../jobs/repository'): an expression, not an import declaration.
  'dynamic-import': [
    {
      rule: 'server-module-through-service',
      from: 'apps/server/src/modules/seekers/service.ts',
      to: 'apps/server/src/modules/jobs/repository.ts',
    },
  ],
  // 3. A feature reaching into another feature's components through features/.
  'web-feature-internals': [
    {
      rule: 'web-feature-not-other-feature',
      from: 'apps/web/src/features/apply/pages/apply-page.tsx',
      to: 'apps/web/src/features/jobs/components/job-summary.tsx',
    },
  ],
  // 4. components/ importing a feature.
  'components-import-feature': [
    {
      rule: 'web-shared-layers-not-features',
      from: 'apps/web/src/components/job-preview.tsx',
      to: 'apps/web/src/features/jobs/lib/job-title.ts',
    },
  ],
  // 5. The web app importing the server (a type-only import).
  'web-imports-server': [
    {
      rule: 'web-not-server',
      from: 'apps/web/src/lib/api-client.ts',
      to: 'apps/server/src/lib/app-error.ts',
    },
  ],
  // 6. packages/shared importing the server.
  'shared-imports-server': [
    {
      rule: 'shared-not-apps',
      from: 'packages/shared/src/schemas/jobs.ts',
      to: 'apps/server/src/db/schema.ts',
    },
  ],
  // 7. A module importing seed/.
  'seed-imported-by-module': [
    {
      rule: 'seed-only-from-entry-points',
      from: 'apps/server/src/modules/jobs/service.ts',
      to: 'apps/server/src/seed/demo.ts',
    },
  ],
  // 8. A plugin importing app.ts as '../app.js'.
  'infrastructure-imports-app': [
    {
      rule: 'server-infrastructure-not-modules',
      from: 'apps/server/src/plugins/web-app.ts',
      to: 'apps/server/src/app.ts',
    },
  ],
  // 9. The web's lib/ importing a feature's page (dynamically).
  'web-lib-imports-feature': [
    {
      rule: 'web-shared-layers-not-features',
      from: 'apps/web/src/lib/prefetch.ts',
      to: 'apps/web/src/features/jobs/pages/job-page.tsx',
    },
  ],
  // What apps/server/test/import-cycles.test.ts checked: a cycle of type-only imports (reported once).
  'type-only-cycle': [
    {
      rule: 'no-circular',
      from: 'apps/server/src/modules/jobs/public-cache.ts',
      to: 'apps/server/src/modules/jobs/service.ts',
    },
  ],
};

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  it('has a fixture for each case and nothing else', () => {
    expect(fs.readdirSync(fixtures).sort()).toEqual([...Object.keys(forbidden), 'legal'].sort());
  });

  it.each(Object.entries(forbidden))('reports %s by its rule', async (fixture, expected) => {
    expect(await violations(fixture)).toEqual(expected);
  });

  it('reports nothing in a tree of the imports the architecture allows', async () => {
    expect(await violations('legal')).toEqual([]);
  });
});
