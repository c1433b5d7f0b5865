import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { jobFormRequest } from '../schemas/job-form';
import { JOB_FORM_SLOTS, REQUIRED_JOB_FORM_SLOTS } from './job-form';
import { jobFormCompletenessProblem } from './job-form-checks';
import { parseJobFormSubmission } from './job-form-submission';

// POST job-form's body (issue 26, point 1): typed on the wire but lenient enough that the spec's messages
// come in the spec's order (every required field, then the box, then each field).

const file = (name: string) => ({ original: `${name}.pdf`, uri: `key-${name}` });

/** A complete form as the spec's multipart client sends it: text fields, each slot's JSON text, confirm=1. */
const complete = (): Record<string, unknown> => ({
  name: ' Aminath Shifa ',
  phone: '+960 7771234',
  email: 'Shifa@Example.mv',
  pref_branch: 'Hulhumale',
  ...Object.fromEntries(JOB_FORM_SLOTS.map((s) => [s, JSON.stringify(file(s))])),
  confirm: '1',
});

/** As the server reads it: through the route's schema, then the parse. */
const parse = (body: Record<string, unknown>) => parseJobFormSubmission(jobFormRequest.parse(body));

const REQUIRED = ['name', 'phone', 'email', 'pref_branch', ...REQUIRED_JOB_FORM_SLOTS];

describe('the wire schema of POST job-form', () => {
  it('lets an empty, blank or null form through, for the spec messages to answer', () => {
    expect(jobFormRequest.safeParse({}).success).toBe(true);
    const blank = Object.fromEntries([...REQUIRED, 'reference', 'confirm'].map((f) => [f, '']));
    expect(jobFormRequest.safeParse(blank).success).toBe(true);
    const nulls = Object.fromEntries([...REQUIRED, 'reference', 'confirm'].map((f) => [f, null]));
    expect(jobFormRequest.safeParse(nulls).success).toBe(true);
  });

  it('takes each slot as JSON text or as the object, and confirm as the forms send it', () => {
    const asObjects = { ...complete(), ...Object.fromEntries(JOB_FORM_SLOTS.map((s) => [s, file(s)])) };
    expect(jobFormRequest.parse(asObjects).resume).toEqual(file('resume'));
    for (const confirm of ['1', 1, true, 'on', 'true', '0', 0, false, 'no'])
      expect(jobFormRequest.safeParse({ confirm }).success, String(confirm)).toBe(true);
  });

  it.each([
    ['name', 42, 'The full name must be text.'],
    ['phone', 9607771234, 'The mobile number must be text.'],
    ['email', ['a@example.mv'], 'The email must be text.'],
    ['pref_branch', { branch: 'Hulhumale' }, 'The preferred branch must be text.'],
    ['application', 7, 'The application form must be an uploaded file.'],
    ['id_card', { original: 'id.pdf' }, 'The national ID card must be an uploaded file.'],
    ['education_cert', ['a', 'b'], 'The educational certificates must be an uploaded file.'],
    ['resume', true, 'The CV must be an uploaded file.'],
    ['reference', { uri: 5, original: 'r.pdf' }, 'The reference letters must be an uploaded file.'],
    ['confirm', { ticked: true }, MESSAGES.bankFormCheckbox],
  ])('refuses %s of the wrong type, naming the field', (field, value, message) => {
    const result = jobFormRequest.safeParse({ ...complete(), [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });
});

describe('parseJobFormSubmission', () => {
  it('reads a complete form: text trimmed, the email in lower case, each slot its {original, uri}', () => {
    const result = parse(complete());
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Aminath Shifa',
        phone: '+960 7771234',
        email: 'shifa@example.mv',
        pref_branch: 'Hulhumale',
        ...Object.fromEntries(JOB_FORM_SLOTS.map((s) => [s, file(s)])),
      },
    });
  });

  it('takes the reference letters as optional: left out, empty or null', () => {
    for (const reference of [undefined, '', null]) {
      const result = parse({ ...complete(), reference });
      expect(result.ok, String(reference)).toBe(true);
      if (result.ok) expect(result.value.reference).toBeUndefined();
    }
  });

  it.each(REQUIRED)(
    "answers 'Please complete all required fields' for %s left out, blank, null or '{}'",
    (field) => {
      for (const value of [undefined, '', '   ', null, '{}']) {
        const result = parse({ ...complete(), [field]: value });
        expect(result.ok).toBe(false);
        if (result.ok) continue;
        expect(result.message).toBe(MESSAGES.bankFormIncomplete);
        expect(Object.keys(result.errors)).toEqual([field]);
        expect(result.errors[field]![0]).toMatch(/^The .+ field is required\.$/);
      }
    },
  );

  it('names every missing field in the order of the form, before the box and before any field check', () => {
    const result = parse({ email: 'not-an-email', confirm: '0' });
    expect(result).toMatchObject({ ok: false, message: MESSAGES.bankFormIncomplete });
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(REQUIRED.filter((f) => f !== 'email'));
    expect(parse({})).toMatchObject({
      ok: false,
      errors: {
        name: ['The full name field is required.'],
        application: ['The Application form field is required.'],
      },
    });
  });

  it("answers 'Please confirm checkbox' when the box is not ticked, before any field check", () => {
    for (const confirm of [undefined, null, '', '0', 0, false, 'no', 'off']) {
      const result = parse({ ...complete(), email: 'not-an-email', confirm });
      expect(result, String(confirm)).toEqual({
        ok: false,
        message: MESSAGES.bankFormCheckbox,
        errors: { confirm: [MESSAGES.bankFormCheckbox] },
      });
    }
    for (const confirm of ['1', 1, true, 'true', 'on'])
      expect(parse({ ...complete(), confirm }).ok, String(confirm)).toBe(true);
  });

  it.each([
    ['name', 'x'.repeat(256), 'The full name may not be greater than 255 characters.'],
    ['phone', 'call me', 'The mobile number must be a valid phone number.'],
    ['email', 'not-an-email', 'The email must be a valid email address.'],
    ['pref_branch', 'Addu', 'The preferred branch must be one of the branches.'],
    ['application', 'just text', 'The application form must be an uploaded file.'],
    ['id_card', '{"original":"id.pdf"}', 'The national ID card file field is required.'],
    [
      'education_cert',
      JSON.stringify({ original: '', uri: 'k' }),
      'The educational certificates file name field is required.',
    ],
    [
      'resume',
      { original: 'cv.pdf', uri: 'k'.repeat(101) },
      'The CV file may not be greater than 100 characters.',
    ],
    ['reference', 'not json', 'The reference letters must be an uploaded file.'],
  ])('then checks %s on its own, its message first', (field, value, message) => {
    const result = parse({ ...complete(), [field]: value });
    expect(result).toEqual({ ok: false, message, errors: { [field]: [message] } });
  });

  it('names every field that fails its check, the first one giving the message', () => {
    const result = parse({ ...complete(), phone: 'call me', pref_branch: 'Addu', email: 'nope' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'phone', 'pref_branch']);
    expect(result.message).toBe(Object.values(result.errors)[0]![0]);
  });
});

describe('jobFormCompletenessProblem (the browser runs it before sending)', () => {
  it('answers null for a complete, ticked form, whatever its fields hold', () => {
    expect(jobFormCompletenessProblem({ ...complete(), email: 'nope' })).toBeNull();
  });
});
