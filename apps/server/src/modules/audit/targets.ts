import { LOOKUP_FIELD_LABELS, type LookupField } from '@portal/shared/lookups';
import { invoiceRef } from '@portal/shared/rules/billing';

// What an operator's action acted on, named as it is at that moment (decision 0034). Each writer passes
// its target; the label is stored with the entry, so the log still names a job after it is renamed or
// its company deleted. The SQL backfill of migration 0018 writes the same forms for the older rows.

export interface AuditTarget {
  type: 'job' | 'invoice' | 'company' | 'lookup' | 'island' | 'atoll' | 'place';
  /** Null where the record has no numeric id (an atoll's key is its letter code, in the label). */
  id: number | null;
  label: string;
}

/** A job as the public sees it: its title and the hiring company's name ("'Boat Captain' of Sunset Reef"). */
export const jobTarget = (job: { id: number; title: string; companyName: string }): AuditTarget => ({
  type: 'job',
  id: job.id,
  label: `'${job.title}' of ${job.companyName}`,
});

export const invoiceTarget = (invoice: { id: number; companyName: string }): AuditTarget => ({
  type: 'invoice',
  id: invoice.id,
  label: `${invoiceRef(invoice.id)} for ${invoice.companyName}`,
});

export const companyTarget = (company: { id: number; name: string }): AuditTarget => ({
  type: 'company',
  id: company.id,
  label: company.name,
});

/** A lookup value with its list ("'Seasonal' (Job types)"). */
export const lookupTarget = (row: { id: number; field: string; value: string }): AuditTarget => ({
  type: 'lookup',
  id: row.id,
  label: `'${row.value}' (${LOOKUP_FIELD_LABELS[row.field as LookupField] ?? row.field})`,
});

/** An island as people read it, with its atoll ("Thulhaadhoo, Baa"). */
export const islandTarget = (island: { id: number; name: string }, atollName: string): AuditTarget => ({
  type: 'island',
  id: island.id,
  label: `${island.name}, ${atollName}`,
});

/** An atoll by its name and letter code ("Baa (B)"). */
export const atollTarget = (atoll: { code: string; name: string }): AuditTarget => ({
  type: 'atoll',
  id: null,
  label: `${atoll.name} (${atoll.code})`,
});

/** A value kept without an atoll ("'Dhiffushi'"). */
export const unplacedTarget = (value: string): AuditTarget => ({
  type: 'place',
  id: null,
  label: `'${value}'`,
});
