import { describe, expect, it } from 'vitest';
import { summariseAdminAction } from './summary';
import { invoiceTarget, jobTarget, lookupTarget } from './targets';

const entry = (action: string, subjectType: string, targetLabel: string | null, detail = {}) => ({
  action,
  subjectType,
  subjectId: 12,
  targetLabel,
  detail,
});

describe('the operators’ log in words', () => {
  it.each([
    [
      entry(
        'job.approve',
        'job',
        jobTarget({ id: 12, title: 'Boat Captain', companyName: 'Sunset Reef' }).label,
      ),
      "Approved job 'Boat Captain' of Sunset Reef",
    ],
    [entry('job.reject', 'job', "'Chef' of Blue Lagoon"), "Rejected job 'Chef' of Blue Lagoon"],
    [
      entry(
        'invoice.confirm-payment',
        'invoice',
        invoiceTarget({ id: 12, companyName: 'Sunset Reef' }).label,
      ),
      'Confirmed payment of invoice INV-12 for Sunset Reef',
    ],
    [
      entry('invoice.reject-slip', 'invoice', 'INV-3 for Sunset Reef'),
      'Sent back the payment slip of invoice INV-3 for Sunset Reef',
    ],
    [entry('company.verify', 'company', 'Sunset Reef'), 'Gave the verified badge to company Sunset Reef'],
    [
      entry('field.add', 'lookup', lookupTarget({ id: 12, field: 'job_types', value: 'Seasonal' }).label),
      "Added value 'Seasonal' (Job types)",
    ],
    [
      entry('field.rename', 'lookup', "'Chef' (Categories)", { to: 'Cook' }),
      "Renamed value 'Chef' (Categories) to 'Cook'",
    ],
    [
      entry('field.move', 'lookup', "'Chef' (Categories)", { position: 2 }),
      "Moved value 'Chef' (Categories) to position 2",
    ],
  ])('%o reads “%s”', (input, sentence) => {
    expect(summariseAdminAction(input)).toBe(sentence);
  });

  it('names the record by its id when no label could be stored', () => {
    expect(summariseAdminAction(entry('job.approve', 'job', null))).toBe('Approved job #12');
    expect(summariseAdminAction(entry('job.archive', 'job', null))).toBe('job.archive on job #12');
  });
});
