import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callArguments, expectDhivehiTexts, sourceFiles, WEB_SRC } from '../../testing/catalogue-checks';
import { COMPANY_SIZES, REQUIRED_ITEMS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { AGE_BAND_LABELS } from '@portal/shared/rules/talent-pool';
import { INVOICE_STATUS_LABELS } from '@portal/shared/rules/billing';
import { MESSAGE_TEMPLATE_KIND_LABELS } from '@portal/shared/rules/candidate-messages';
import { STAGE_LABELS } from '@portal/shared/rules/pipeline';
import { JOB_STATE_BADGES } from '../../lib/employer-jobs';
import { employerMessages } from './employer-messages';
import dv from './index';
import { messages } from './messages';

// The employer area's Dhivehi (decision 0058 amended 2026-12-01), kept apart from ./messages.ts so that
// public pages do not load it: checked like the seeker area's (./seeker-messages.test.ts).

const web = WEB_SRC;
// The string literals of a piece of code, but for a comparison's (`mode === 'edit' ? … : …`).
const literals = (code: string) =>
  [...code.replace(/===\s*'[^']*'/g, '').matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((l) =>
    (l[1] ?? l[2]!).replace(/\\'/g, "'"),
  );

/** The files that show the catalogue's texts: every module that imports ../employer-texts. */
const employerFiles = () => sourceFiles(/from '[./]*i18n\/employer-texts'/);

/**
 * Every key the employer code shows: `et(…)`'s literals, SPEC's texts by name, the label tables
 * (`label: 'Jobs'`, `title: '…'`, the form's titles) and the shared tables shown through `et()`.
 */
function keysInEmployerSource(): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const file of employerFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const argument of callArguments(text, 'et')) {
      // Only the key's literals: a values object's strings ({ n }) are not keys.
      for (const literal of literals(argument.split(/,\s*\{/)[0]!)) found.push({ key: literal, file });
    }
    // SPEC's texts by name, shown through et() directly or through a table (JOB_FILE_MESSAGES).
    for (const named of text.matchAll(/\bMESSAGES\.(\w+)/g))
      found.push({ key: (MESSAGES as Record<string, string>)[named[1]!] ?? `unknown ${named[0]}`, file });
    for (const m of text.matchAll(/(?:label|title): '([^']+)'/g)) found.push({ key: m[1]!, file });
    // Tables of keys: the form's titles, and any table typed by the catalogue's keys (LABEL_OF).
    for (const m of text.matchAll(/(?:const TITLES|EmployerTextKey>) = \{([^}]*)\}/g))
      for (const literal of literals(m[1]!)) found.push({ key: literal, file });
  }
  // Shared tables shown through et(label): the stages, a job's state, an invoice's, the items asked of applicants.
  for (const label of Object.values(STAGE_LABELS)) found.push({ key: label, file: 'rules/pipeline.ts' });
  for (const { label } of Object.values(JOB_STATE_BADGES))
    found.push({ key: label, file: 'lib/employer-jobs.ts' });
  for (const label of Object.values(INVOICE_STATUS_LABELS))
    found.push({ key: label, file: 'rules/billing.ts' });
  for (const label of Object.values(MESSAGE_TEMPLATE_KIND_LABELS))
    found.push({ key: label, file: 'rules/candidate-messages.ts' });
  for (const { label } of COMPANY_SIZES) found.push({ key: label, file: 'constants.ts' });
  for (const { label } of REQUIRED_ITEMS) found.push({ key: label, file: 'constants.ts' });
  // The talent pool's age bands, shown through et(AGE_BAND_LABELS[…]).
  for (const label of Object.values(AGE_BAND_LABELS))
    found.push({ key: label, file: 'rules/talent-pool.ts' });
  return found;
}

describe("the employer area's Dhivehi texts", () => {
  it('are Thaana, with no English word left and the same placeholders', () => {
    expectDhivehiTexts(employerMessages);
  });

  it('cover every text the employer code shows, here or in the main catalogue, and none is unused', () => {
    const files = employerFiles().map((f) => path.relative(web, f));
    expect(files).toEqual(
      expect.arrayContaining([
        'app/layouts/employer-layout.tsx',
        'components/unverified-warning.tsx',
        'components/confirm-modal.tsx',
        'components/subscription-banner.tsx',
        'features/billing/components/invoice-history.tsx',
        'features/company/components/company-details-fields.tsx',
        'features/employer-jobs/pages/jobs-page.tsx',
        'features/employer-jobs/components/employer-job-row.tsx',
        'features/employer-jobs/components/job-filters.tsx',
        'features/employer-jobs/components/job-form-page.tsx',
        'features/employer-jobs/components/job-details-fields.tsx',
        'features/employer-jobs/components/job-application-fields.tsx',
        'features/talent-pool/components/filter-panel.tsx',
        'features/talent-pool/components/talent-card.tsx',
        'features/talent-pool/components/talent-pool-results.tsx',
        'features/talent-pool/pages/candidate-profile-page.tsx',
      ]),
    );
    const used = keysInEmployerSource();
    expect(used.length).toBeGreaterThan(80);
    const missing = used.filter(({ key }) => !(key in employerMessages) && !(key in messages));
    expect(missing).toEqual([]);
    const usedKeys = new Set(used.map((u) => u.key));
    expect(Object.keys(employerMessages).filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it("write no text twice: none is also the main catalogue's", () => {
    for (const english of Object.keys(employerMessages)) expect(english in messages, english).toBe(false);
  });

  it('stay out of the Dhivehi chunk that public pages load, and out of public modules', () => {
    const chunk = dv.messages as Record<string, string>;
    for (const english of Object.keys(employerMessages)) expect(chunk[english], english).toBeUndefined();
    const index = fs.readFileSync(path.join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(index).not.toContain('employer-messages');
    // Only the employer's screens (and the components only they use) import the employer translator.
    const outside = employerFiles()
      .map((f) => path.relative(web, f))
      .filter(
        (f) =>
          !/^(features\/(employer-jobs|company|billing|candidate-messages|applications|talent-pool)\/|app\/layouts\/employer-layout\.tsx$|components\/(unverified-warning|confirm-modal|subscription-banner)\.tsx$|i18n\/)/.test(
            f,
          ),
      );
    expect(outside).toEqual([]);
  });

  it("keep SPEC's English text as the key", () => {
    expect(employerMessages).toHaveProperty([MESSAGES.deny]);
    expect(employerMessages).toHaveProperty([MESSAGES.jobAttachmentFormat]);
  });
});
