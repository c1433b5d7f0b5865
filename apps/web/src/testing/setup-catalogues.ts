import { beforeAll } from 'vitest';
import { loadAreaCatalogues } from '../i18n/area-catalogue';

// The Dhivehi of every area the test file's modules declared, loaded before its tests run: a test draws a
// Dhivehi page as the browser does once the page's code and its catalogues have come (main.tsx, the
// router and the lazy parts wait for them). The waiting itself is tested in i18n/area-catalogue.test.ts.
beforeAll(() => loadAreaCatalogues());
