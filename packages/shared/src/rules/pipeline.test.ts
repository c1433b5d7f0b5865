import { describe, expect, it } from 'vitest';
import {
  canCloseOut,
  isFavoriteStage,
  isMailedStage,
  isOpenStage,
  remainingApplicants,
  seekerStage,
  STAGE_LABELS,
  STAGES,
  toggledStage,
} from './pipeline';

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

  it('a closed job’s remaining applicants are those before a decision (hired and not selected are decided)', () => {
    expect(STAGES.filter(isOpenStage)).toEqual(['new', 'reviewed', 'shortlisted', 'interview', 'offer']);
    const counts = {
      new: 12,
      reviewed: 1,
      shortlisted: 2,
      interview: 3,
      offer: 1,
      hired: 4,
      not_selected: 5,
    };
    expect(remainingApplicants(counts)).toBe(19);
    expect(remainingApplicants({})).toBe(0);
  });

  it('closes out only a job that takes no more applications', () => {
    expect((['pending', 'rejected', 'published', 'expired', 'closed'] as const).filter(canCloseOut)).toEqual([
      'expired',
      'closed',
    ]);
  });

  it('labels every stage', () => {
    expect(STAGES.map((s) => STAGE_LABELS[s])).toEqual([
      'New',
      'Reviewed',
      'Shortlisted',
      'Interview',
      'Offer',
      'Hired',
      'Not selected',
    ]);
  });
});
