import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callArguments, expectDhivehiTexts, sourceFiles, WEB_SRC } from '../../testing/catalogue-checks';
import { MESSAGES } from '@portal/shared/messages';
import { LOOKUP_FIELD_LABELS } from '@portal/shared/lookups';
import dv from './index';
import { messages } from './messages';
import { adminMessages } from './admin-messages';

// The operators' console's Dhivehi (decision 0058 amended 2026-12-01), kept apart from ./messages.ts so
// that public pages do not load it: checked like the seeker area's (./seeker-messages.test.ts).

const web = WEB_SRC;

/** The files that show the catalogue's texts: every module that imports ../admin-texts. */
const adminFiles = () => sourceFiles(/from '[./]*i18n\/admin-texts'/);

/** Every key the console shows: `at(…)`'s literals and SPEC's texts by name. */
function keysInAdminSource(): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const file of adminFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const argument of callArguments(text, 'at')) {
      for (const literal of argument.matchAll(/'((?:[^'\\]|\\.)+)'/g))
        found.push({ key: literal[1]!.replace(/\\'/g, "'"), file });
      for (const named of argument.matchAll(/\bMESSAGES\.(\w+)/g))
        found.push({ key: (MESSAGES as Record<string, string>)[named[1]!] ?? `unknown ${named[0]}`, file });
    }
  }
  return found;
}

describe("the operators' console's Dhivehi texts", () => {
  it('are Thaana, with no English word left and the same placeholders', () => {
    expectDhivehiTexts(adminMessages);
  });

  it('cover every text the console shows, here or in the main catalogue, and none is unused', () => {
    const files = adminFiles().map((f) => path.relative(web, f));
    expect(
      files.every((f) => f.startsWith('features/admin/') || f === 'i18n/admin-texts.ts'),
      files.join(),
    ).toBe(true);
    expect(files).toEqual(
      expect.arrayContaining([
        'features/admin/pages/admin-page.tsx',
        'features/admin/components/jobs-panel.tsx',
        'features/admin/components/job-row.tsx',
        'features/admin/components/job-row-actions.tsx',
        'features/admin/components/job-deliveries.tsx',
        'features/admin/components/reason-modal.tsx',
        'features/admin/components/payments-panel.tsx',
        'features/admin/components/invoice-card.tsx',
        'features/admin/components/confirm-payment-modal.tsx',
        'features/admin/components/card-payment-actions.tsx',
        'features/admin/components/slip-viewer.tsx',
        'features/admin/components/companies-panel.tsx',
        'features/admin/components/dashboard-panel.tsx',
        'features/admin/components/job-form-panel.tsx',
        'features/admin/components/job-form-submissions-table.tsx',
        'features/admin/components/job-form-submission-detail.tsx',
        'features/admin/components/fields-panel.tsx',
        'features/admin/components/field-row.tsx',
        'features/admin/components/field-row-actions.tsx',
        'features/admin/components/places-panel.tsx',
        'features/admin/components/places/inline-rename.tsx',
        'features/admin/components/places/islands-table.tsx',
        'features/admin/components/places/add-island-form.tsx',
        'features/admin/components/places/unplaced-table.tsx',
        'features/admin/components/places/map-place-modal.tsx',
        'features/admin/components/figures-panel.tsx',
        'features/admin/components/figures/figure-rows.ts',
      ]),
    );
    // Keys the scan of `at(…)` cannot see: the lookup lists' names, shown as `at(LOOKUP_FIELD_LABELS[f])`.
    const unseen = Object.values(LOOKUP_FIELD_LABELS).map((key) => ({
      key,
      file: 'packages/shared/src/lookups.ts',
    }));
    const used = [...keysInAdminSource(), ...unseen];
    expect(used.length).toBeGreaterThan(30);
    const missing = used.filter(({ key }) => !(key in adminMessages) && !(key in messages));
    expect(missing).toEqual([]);
    const usedKeys = new Set(used.map((u) => u.key));
    expect(Object.keys(adminMessages).filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it("write no text twice: none is also the main catalogue's", () => {
    for (const english of Object.keys(adminMessages)) expect(english in messages, english).toBe(false);
  });

  it('stay out of the Dhivehi chunk that public pages load', () => {
    const chunk = dv.messages as Record<string, string>;
    for (const english of Object.keys(adminMessages)) expect(chunk[english], english).toBeUndefined();
    const index = fs.readFileSync(path.join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(index).not.toContain('admin-messages');
  });

  it('are imported by the console only, through ../admin-texts', () => {
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          if (fs.readFileSync(full, 'utf8').includes('admin-messages'))
            importers.push(path.relative(web, full));
        }
      }
    };
    walk(web);
    expect(importers.sort()).toEqual(['i18n/admin-texts.ts', 'i18n/dv/admin-messages.ts']);
  });
});
