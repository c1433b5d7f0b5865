import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callArguments, expectDhivehiTexts, sourceFiles, WEB_SRC } from '../../testing/catalogue-checks';
import { MESSAGES } from '@portal/shared/messages';
import { PRICING_PLANS } from '@portal/shared/pricing';
import { JOB_FORM_CONFIRMATION, JOB_FORM_SLOT_LABELS } from '@portal/shared/rules/job-form';
import dv from './index';
import { messages } from './messages';
import { employersMessages } from './employers-messages';
import { infoMessages } from './info-messages';
import { jobFormMessages } from './job-form-messages';
import { pricingMessages } from './pricing-messages';
import { talentPoolMessages } from './talent-pool-messages';

// The public pages' own Dhivehi (decision 0058 amended 2026-12-01), one catalogue per page area, kept
// out of ./messages.ts and ./index.ts so that no other page loads it: checked like the main catalogue
// (../catalogue.test.ts) and the seeker area's (./seeker-messages.test.ts).

const web = WEB_SRC;

interface Area {
  name: string;
  catalogue: Record<string, string>;
  /** Its module (i18n/dv/<module>.ts). */
  module: string;
  /** The area's folder: its files' `pt(…)` keys are the area's. */
  folder: string;
  /** The area's module that imports the catalogue (a bundledCatalogue). */
  loader: string;
  /** The area's files that must show its texts (at least these). */
  files: string[];
  /** Only these files are the area's (a folder another slice also translates). */
  only?: boolean;
  /** Texts the area shows that are data from packages/shared, through a cast (the plans). */
  shown?: string[];
  /** Tables of texts in the area's files, shown through pt(step.title): { title: '…', text: '…' }. */
  tables?: RegExp;
}

const AREAS: Area[] = [
  {
    name: 'pricing',
    catalogue: pricingMessages,
    module: 'pricing-messages',
    folder: 'features/pricing',
    loader: 'features/pricing/lib/texts.ts',
    files: ['features/pricing/pages/pricing-page.tsx', 'features/pricing/components/plan-card.tsx'],
    shown: PRICING_PLANS.flatMap((p) => [
      p.name,
      p.sectorLabel,
      p.note ?? '',
      ...p.features,
      ...p.excluded,
    ]).filter(Boolean),
  },
  {
    name: 'employers',
    catalogue: employersMessages,
    module: 'employers-messages',
    folder: 'features/employers',
    loader: 'features/employers/lib/texts.ts',
    files: [
      'features/employers/pages/employers-page.tsx',
      'features/employers/pages/company-profile-page.tsx',
      'features/employers/components/profile-header.tsx',
      'features/employers/components/at-a-glance.tsx',
      'features/employers/components/letter-bar.tsx',
    ],
  },
  {
    name: 'info',
    catalogue: infoMessages,
    module: 'info-messages',
    folder: 'features/info',
    loader: 'features/info/lib/texts.ts',
    files: [
      'features/info/pages/about-page.tsx',
      'features/info/pages/download-page.tsx',
      'features/info/pages/tos-page.tsx',
    ],
    tables: /\b(?:title|text): '((?:[^'\\]|\\.)*)'/g,
  },
  {
    name: 'talent pool (as a visitor sees it)',
    catalogue: talentPoolMessages,
    module: 'talent-pool-messages',
    folder: 'features/talent-pool',
    loader: 'features/talent-pool/lib/visitor-texts.ts',
    files: [
      'features/talent-pool/pages/talent-pool-page.tsx',
      'features/talent-pool/components/subscribe-panel.tsx',
    ],
    only: true,
  },
  {
    name: 'bank job form',
    catalogue: jobFormMessages,
    module: 'job-form-messages',
    folder: 'features/job-form',
    loader: 'features/job-form/lib/texts.ts',
    files: [
      'features/job-form/pages/bank-job-form-page.tsx',
      'features/job-form/components/vacancy-summary.tsx',
      'features/job-form/components/vacancy-facts.tsx',
      'features/job-form/components/vacancy-details.tsx',
      'features/job-form/components/applicant-fields.tsx',
      'features/job-form/components/application-form.tsx',
      'features/job-form/components/document-slots.tsx',
      'features/job-form/components/file-slot.tsx',
      'features/job-form/lib/use-job-application.ts',
    ],
    // SPEC §2.3's checkbox and the five slots' names (packages/shared/src/rules/job-form.ts), shown by name.
    shown: [JOB_FORM_CONFIRMATION, ...Object.values(JOB_FORM_SLOT_LABELS)],
  },
];

/** Every non-test module under `dir` (the web app by default). */
const sources = (dir = web) => sourceFiles(undefined, dir);

/** Every key an area's code passes to `pt(…)`: its string literals and SPEC's texts by name. */
function keysInSource(files: string[]): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const argument of callArguments(text, 'pt')) {
      for (const literal of argument.matchAll(/'((?:[^'\\]|\\.)*)'/g))
        found.push({ key: literal[1]!.replace(/\\'/g, "'"), file });
      for (const literal of argument.matchAll(/"((?:[^"\\]|\\.)*)"/g))
        found.push({ key: literal[1]!.replace(/\\"/g, '"'), file });
      for (const named of argument.matchAll(/\bMESSAGES\.(\w+)/g))
        found.push({ key: (MESSAGES as Record<string, string>)[named[1]!] ?? `unknown ${named[0]}`, file });
    }
  }
  return found;
}

describe.each(AREAS)("the $name page's Dhivehi texts", (area) => {
  it('are Thaana, with no English word left and the same placeholders', () => {
    expectDhivehiTexts(area.catalogue);
  });

  it('cover every text the area shows, here or in the main catalogue, and none is unused', () => {
    const files = area.only
      ? area.files.map((f) => path.join(web, f))
      : sources(path.join(web, area.folder)).filter((f) => /\bpt\(/.test(fs.readFileSync(f, 'utf8')));
    expect(files.map((f) => path.relative(web, f))).toEqual(expect.arrayContaining(area.files));
    const tables = area.tables
      ? files.flatMap((file) =>
          [...fs.readFileSync(file, 'utf8').matchAll(area.tables!)].map((m) => ({ key: m[1]!, file })),
        )
      : [];
    const used = [
      ...keysInSource(files),
      ...tables,
      ...(area.shown ?? []).map((key) => ({ key, file: 'packages/shared' })),
    ];
    expect(used.length).toBeGreaterThan(5);
    const missing = used.filter(({ key }) => !(key in area.catalogue) && !(key in messages));
    expect(missing).toEqual([]);
    const usedKeys = new Set(used.map((u) => u.key));
    expect(Object.keys(area.catalogue).filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it("write no text twice: none is also the main catalogue's; one shared with another area reads the same", () => {
    for (const [english, dhivehi] of Object.entries(area.catalogue)) {
      expect(english in messages, english).toBe(false);
      // Each area loads alone, so a text two areas show ('Sign up as an employer') is in both: the same word.
      for (const other of AREAS.filter((a) => english in a.catalogue))
        expect(other.catalogue[english], `${english} (${other.name})`).toBe(dhivehi);
    }
  });

  it("are loaded only for a Dhivehi page: no module imports them, the area's loader asks for them", () => {
    // Type imports carry no bytes.
    const imports = new RegExp(`^import (?!type )[^;]*i18n/dv/${area.module}'`, 'm');
    const importing = sources().filter((f) => imports.test(fs.readFileSync(f, 'utf8')));
    expect(importing.map((f) => path.relative(web, f))).toEqual([]);
    const loader = fs.readFileSync(path.join(web, area.loader), 'utf8');
    expect(loader).toMatch(
      new RegExp(`areaCatalogue\\(\\(\\) =>\\s*import\\('[./]*/i18n/dv/${area.module}'\\)`),
    );
  });

  it('stay out of the Dhivehi chunk that every Dhivehi public page loads', () => {
    const chunk = dv.messages as Record<string, string>;
    for (const english of Object.keys(area.catalogue)) expect(chunk[english], english).toBeUndefined();
    const index = fs.readFileSync(path.join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(index).not.toContain(area.module);
  });
});
