import { requiredItemLabels, type RequiredItemFlags } from '@portal/shared/rules/jobs';

/**
 * The required items of a job as labels. jobView sends a JSON-encoded array of labels (DESIGN §4);
 * older rows may hold the flags object of SPEC §3. Anything unreadable gives an empty list.
 */
export function parseRequiredItems(raw: unknown): string[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (value && typeof value === 'object') return requiredItemLabels(value as RequiredItemFlags);
  return [];
}
