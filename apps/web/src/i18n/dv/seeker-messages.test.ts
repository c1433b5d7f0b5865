import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callArguments, expectDhivehiTexts, sourceFiles, WEB_SRC } from '../../testing/catalogue-checks';
import { MESSAGES } from '@portal/shared/messages';
import { SEEKER_STAGE_DISPLAY } from '@portal/shared/rules/pipeline';
import { TEXT_LIMITS } from '@portal/shared/constants';
import {
  DOCUMENT_TYPE_LABELS,
  basicInfoRequest,
  experienceRequest,
  languageRequest,
  preferenceRequest,
  qualificationRequest,
  skillRequest,
  resumeWriteRequest,
} from '@portal/shared/schemas/seekers';
import { ALERT_MATCH_HINT } from '@portal/shared/rules/job-alerts';
import { PROCEED, SKIP } from '../../features/profile/pages/step-page';
import type { ZodType } from 'zod';
import dv from './index';
import { messages } from './messages';
import { seekerMessages } from './seeker-messages';

// The seeker area's Dhivehi (decision 0058 amended 2026-11-29), kept apart from ./messages.ts so that
// public pages do not load it: checked like the catalogue (../catalogue.test.ts).

const web = WEB_SRC;

/** The files that show the catalogue's texts: every module that imports ../seeker-texts. */
const seekerFiles = () => sourceFiles(/from '[./]*i18n\/seeker-texts'/);

/**
 * The messages the profile forms' browser-side checks can show (useSeekerValidation): each schema run on
 * the values that break its rules. A form that starts checking with another schema adds it here.
 */
function profileFormMessages(): string[] {
  // A valid experience but for its end: the end date's own rules run on a valid rest.
  const experience = {
    employer: 'Reef Resort',
    job_category: 'Hospitality',
    job_title: 'Chef',
    year_from: '2020-01-01',
    current: 0,
    referee_name: 'Ali',
    referee_contact: 'ali@example.mv',
    referee_phone: '+960 7771234',
    work_summary: 'Cooking.',
  };
  const runs: [ZodType, unknown][] = [
    [
      resumeWriteRequest.pick({ introduction: true }),
      { introduction: 'x'.repeat(TEXT_LIMITS.introduction + 1) },
    ],
    [basicInfoRequest, {}],
    [basicInfoRequest, { phone: '+960 12', dob: '2999-01-01' }],
    [preferenceRequest, {}],
    [experienceRequest, {}],
    [experienceRequest, { year_from: 'x', current: 0 }],
    [
      experienceRequest,
      { year_from: '2020-01-01', year_to: '2019-01-01', current: 0, work_summary: 'x'.repeat(3000) },
    ],
    [experienceRequest, { ...experience, year_to: undefined }],
    [experienceRequest, { ...experience, year_to: '2019-01-01' }],
    [qualificationRequest, {}],
    [qualificationRequest, { year: 1800 }],
    [skillRequest, {}],
    [skillRequest, { title: 'x'.repeat(101), level: 9 }],
    [languageRequest, {}],
  ];
  return runs.flatMap(([schema, values]) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

/** Every key the seeker code shows: `st(…)`'s literals, SPEC's texts by name, the sidebar's labels. */
function keysInSeekerSource(): { key: string; file: string }[] {
  const found: { key: string; file: string }[] = [];
  for (const file of seekerFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const argument of callArguments(text, 'st')) {
      for (const literal of argument.matchAll(/'((?:[^'\\]|\\.)*)'/g))
        found.push({ key: literal[1]!.replace(/\\'/g, "'"), file });
      for (const named of argument.matchAll(/\bMESSAGES\.(\w+)/g))
        found.push({ key: (MESSAGES as Record<string, string>)[named[1]!] ?? `unknown ${named[0]}`, file });
    }
    // A table of labels shown through st(item.label): { to: '/skills', label: 'Skills' }.
    for (const m of text.matchAll(/label: '([^']+)'/g)) found.push({ key: m[1]!, file });
    // A lookup field's label, shown through st(label) by the forms' select(): select('gender', 'Gender', …).
    for (const m of text.matchAll(/\bselect\('\w+', '([^']+)'/g)) found.push({ key: m[1]!, file });
    // A submit button's text given to the preference form: submitLabel="Save Preference".
    for (const m of text.matchAll(/submitLabel="([^"]+)"/g)) found.push({ key: m[1]!, file });
    // A table of keys, typed so: `const DESCRIPTIONS: Record<DocumentType, SeekerTextKey> = { … };`.
    for (const table of text.matchAll(/SeekerTextKey> = \{([^}]*)\}/g))
      for (const literal of table[1]!.matchAll(/'((?:[^'\\]|\\.)*)'/g))
        found.push({ key: literal[1]!, file });
  }
  // The profile forms' field messages, shown through st() by features/profile/lib/seeker-validation.ts.
  for (const key of profileFormMessages()) found.push({ key, file: 'the profile forms' });
  // /step's two submit buttons, named by constants (BasicInfoForm shows them through st(a.label)).
  for (const key of [PROCEED, SKIP]) found.push({ key, file: 'features/profile/pages/step-page.tsx' });
  // SPEC's names of the document types, shown through st() (features/documents/components/document-slot.tsx).
  for (const key of Object.values(DOCUMENT_TYPE_LABELS)) found.push({ key, file: 'document-slot.tsx' });
  // SPEC's job alert hint, shown by name (components/preference-form.tsx).
  found.push({ key: ALERT_MATCH_HINT, file: 'preference-form.tsx' });
  // The stages' labels, shown through st(stage.label) (my-applications-page.tsx).
  for (const { label } of Object.values(SEEKER_STAGE_DISPLAY))
    found.push({ key: label, file: 'rules/pipeline.ts' });
  return found;
}

describe("the seeker area's Dhivehi texts", () => {
  it('are Thaana, with no English word left and the same placeholders', () => {
    expectDhivehiTexts(seekerMessages);
  });

  it('cover every text the seeker code shows, here or in the main catalogue, and none is unused', () => {
    const files = seekerFiles().map((f) => path.relative(web, f));
    expect(files).toEqual(
      expect.arrayContaining([
        'app/layouts/seeker-layout.tsx',
        'features/applications/pages/my-applications-page.tsx',
        'features/applications/components/application-messages.tsx',
        'features/saved-jobs/pages/my-jobs-page.tsx',
        'features/saved-jobs/components/saved-job-row.tsx',
        'features/profile/pages/profile-page.tsx',
        'features/profile/components/views-sparkline.tsx',
        'features/profile/components/photo-upload.tsx',
        'features/profile/pages/setting-page.tsx',
        'features/profile/pages/introduction-page.tsx',
        'features/profile/lib/seeker-validation.ts',
        'features/profile/components/section-list.tsx',
        'features/profile/components/section-item.tsx',
        'features/profile/pages/work-experience-page.tsx',
        'features/profile/pages/educations-page.tsx',
        'features/profile/pages/languages-page.tsx',
        'features/profile/pages/skills-page.tsx',
        'features/profile/components/basic-info-form.tsx',
        'features/profile/pages/basic-info-page.tsx',
        'features/profile/pages/step-page.tsx',
        'features/profile/pages/resumes-page.tsx',
        'features/documents/pages/documents-page.tsx',
        'features/documents/components/document-slot.tsx',
        'features/documents/components/current-document.tsx',
        'features/profile/components/preference-form.tsx',
        'features/profile/pages/pref-page.tsx',
        'features/profile/pages/my-preference-page.tsx',
        'features/profile/components/experience-form.tsx',
        'features/profile/components/qualification-form.tsx',
        'features/profile/components/language-form.tsx',
        'features/profile/components/skill-forms.tsx',
      ]),
    );
    const used = keysInSeekerSource();
    expect(used.length).toBeGreaterThan(30);
    const missing = used.filter(({ key }) => !(key in seekerMessages) && !(key in messages));
    expect(missing).toEqual([]);
    const usedKeys = new Set(used.map((u) => u.key));
    expect(Object.keys(seekerMessages).filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it("write no text twice: none is also the main catalogue's", () => {
    for (const english of Object.keys(seekerMessages)) expect(english in messages, english).toBe(false);
  });

  it('stay out of the Dhivehi chunk that public pages load', () => {
    const chunk = dv.messages as Record<string, string>;
    for (const english of Object.keys(seekerMessages)) expect(chunk[english], english).toBeUndefined();
    const index = fs.readFileSync(path.join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(index).not.toContain('seeker-messages');
  });

  it("keep SPEC's English text as the key", () => {
    expect(seekerMessages).toHaveProperty([MESSAGES.notApplied]);
  });
});
