// The sentence the operators read for one entry of their log: the action's verb, what it acted on (the
// label stored with the entry) and, for a rename or a move, where to. Pure: the log is read in one query
// and every entry is worded here, never by looking its target up again.

type Detail = Record<string, unknown>;

const SENTENCES: Record<string, (target: string, detail: Detail) => string> = {
  'job.approve': (t) => `Approved job ${t}`,
  'job.reject': (t) => `Rejected job ${t}`,
  'job.retry-deliveries': (t) => `Retried the failed deliveries of job ${t}`,
  'invoice.confirm-payment': (t) => `Confirmed payment of invoice ${t}`,
  'invoice.reject-slip': (t) => `Sent back the payment slip of invoice ${t}`,
  'invoice.card-open': (t, d) => `Opened card transaction ${String(d.transaction_id)} for invoice ${t}`,
  'invoice.card-paid': (t, d) => `Card payment ${String(d.transaction_id)} confirmed invoice ${t}`,
  'invoice.card-state': (t, d) => `Card transaction of invoice ${t} is now ${String(d.state)}`,
  'invoice.card-mismatch': (t, d) =>
    `Card transaction ${String(d.transaction_id)} does not match invoice ${t}: not activated`,
  'invoice.requery': (t, d) => `Re-queried the card transaction of invoice ${t}: ${String(d.state)}`,
  'invoice.refund': (t) => `Marked invoice ${t} refunded and ended its plan`,
  'company.verify': (t) => `Gave the verified badge to company ${t}`,
  'company.unverify': (t) => `Took the verified badge from company ${t}`,
  'field.add': (t) => `Added value ${t}`,
  'field.rename': (t, d) => `Renamed value ${t} to '${String(d.to)}'`,
  'field.move': (t, d) => `Moved value ${t} to position ${String(d.position)}`,
  'field.remove': (t) => `Removed value ${t}`,
  'place.add-island': (t) => `Added island ${t}`,
  'place.rename-island': (t, d) => `Renamed island ${t} to '${String(d.to)}'`,
  'place.rename-atoll': (t, d) => `Renamed atoll ${t} to '${String(d.to)}'`,
  'place.map': (t, d) => `Moved every record holding ${t} to '${String(d.to)}'`,
};

const NOUNS: Record<string, string> = {
  job: 'job',
  invoice: 'invoice',
  company: 'company',
  lookup: 'value',
  island: 'island',
  atoll: 'atoll',
  place: 'place',
};

export function summariseAdminAction(entry: {
  action: string;
  subjectType: string;
  subjectId: number | null;
  targetLabel: string | null;
  detail: Detail;
}): string {
  const sentence = SENTENCES[entry.action];
  // A row no backfill could name still says which record it was ("Approved job #12").
  const target = entry.targetLabel ?? (entry.subjectId === null ? 'a record' : `#${entry.subjectId}`);
  if (sentence) return sentence(target, entry.detail);
  const noun = NOUNS[entry.subjectType] ?? entry.subjectType;
  return `${entry.action} on ${noun} ${target}`;
}
