import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  fillPlaceholders,
  missingDetails,
  placeholdersIn,
} from './candidate-messages';

// The placeholder filling the server mails and the web previews (issue 27, point 4).

describe('candidate message placeholders', () => {
  const values = {
    candidate_name: 'Aminath Shifa',
    job_title: 'Sous Chef',
    company_name: 'Sun Island Resort',
    date: '6 December 2026',
    time: ' 10:00 ',
    place: 'Male office',
  };

  it('fills every known placeholder, trimmed, as often as it appears', () => {
    expect(fillPlaceholders('{candidate_name}: {job_title} at {company_name}, {job_title}', values)).toBe(
      'Aminath Shifa: Sous Chef at Sun Island Resort, Sous Chef',
    );
    expect(fillPlaceholders('on {date} at {time}, {place}', values)).toBe(
      'on 6 December 2026 at 10:00, Male office',
    );
  });

  it('leaves unknown braces and placeholders without a value as they are', () => {
    expect(fillPlaceholders('{salary} {date} {Date} {', { date: '  ' })).toBe('{salary} {date} {Date} {');
  });

  it('does not fill a value that itself reads like a placeholder', () => {
    expect(fillPlaceholders('{candidate_name} on {date}', { candidate_name: '{date}', date: 'Sunday' })).toBe(
      '{date} on Sunday',
    );
  });

  it('lists the placeholders named, and the date, time or place left blank', () => {
    expect(placeholdersIn('{date} {job_title}', '{date} {place} {x}')).toEqual([
      'date',
      'job_title',
      'place',
    ]);
    expect(missingDetails({ date: 'Sunday', time: ' ' }, '{date} {time}', '{place} {job_title}')).toEqual([
      'time',
      'place',
    ]);
    expect(missingDetails({}, 'No details here')).toEqual([]);
  });

  it('the default interview invitation needs date, time and place; the regret none', () => {
    const [interview, regret] = DEFAULT_MESSAGE_TEMPLATES;
    expect(missingDetails({}, interview!.subject, interview!.body)).toEqual(['date', 'time', 'place']);
    expect(missingDetails({}, regret!.subject, regret!.body)).toEqual([]);
  });
});
