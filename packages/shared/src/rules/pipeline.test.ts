import { describe, expect, it } from 'vitest';
import { isFavoriteStage, isMailedStage, seekerStage, STAGES, toggledStage } from './pipeline';

// The pipeline's pure rules (issue 27): SPEC's shortlist from a stage, the toggle, what a seeker sees.

describe('pipeline rules', () => {
  it('is_favorite is 1 exactly at shortlisted, interview, offer and hired', () => {
    expect(STAGES.filter(isFavoriteStage)).toEqual(['shortlisted', 'interview', 'offer', 'hired']);
  });

  it('the toggle turns the shortlist on to shortlisted and off (shortlisted or later) to reviewed', () => {
    expect(Object.fromEntries(STAGES.map((s) => [s, toggledStage(s)]))).toEqual({
      new: 'shortlisted',
      reviewed: 'shortlisted',
      shortlisted: 'reviewed',
      interview: 'reviewed',
      offer: 'reviewed',
      hired: 'reviewed',
      not_selected: 'shortlisted',
    });
  });

  it('the seeker sees applied, then viewed once opened or reviewed, then the stage', () => {
    expect(seekerStage('new', false)).toBe('applied');
    expect(seekerStage('new', true)).toBe('viewed');
    expect(seekerStage('reviewed', false)).toBe('viewed');
    for (const s of ['shortlisted', 'interview', 'offer', 'hired', 'not_selected'] as const)
      expect(seekerStage(s, true)).toBe(s);
  });

  it('mails the decision stages only', () => {
    expect(STAGES.filter(isMailedStage)).toEqual(['interview', 'offer', 'hired', 'not_selected']);
  });
});
