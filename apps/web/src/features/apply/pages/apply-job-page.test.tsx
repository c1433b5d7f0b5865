import { describe, expect, it } from 'vitest';
import { sampleLetter } from './apply-job-page';

describe('Add Sample', () => {
  it('fills a letter with the seeker’s and the job’s names', () => {
    const letter = sampleLetter('Aishath Shifa', { title: 'Receptionist', company: 'Sun Island Resort' });
    expect(letter).toContain('position of Receptionist at Sun Island Resort');
    expect(letter.trim().endsWith('Aishath Shifa')).toBe(true);
    expect(letter.length).toBeLessThanOrEqual(2500);
  });
});
