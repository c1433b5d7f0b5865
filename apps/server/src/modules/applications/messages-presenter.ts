import type { ApplicationMessage } from '@portal/shared/schemas/candidate-messages';
import type { DbOrTx } from '../../db/client';
import { isoDate } from '../../lib/iso-date';
import { messagesOf, type MessageRow } from './messages-repository';

// A message to a candidate as the wire shows it: what was mailed and when — never who sent it, nor the
// company's notes or ratings (issue 27, point 4).

export function presentMessage(m: MessageRow): ApplicationMessage {
  return { id: m.id, subject: m.subject, body: m.body, sent_at: isoDate(m.createdAt)! };
}

/** The messages of the seeker's applications, newest first, by application (user/applications-usr). */
export async function messagesByApplication(
  { db }: { db: DbOrTx },
  applicationIds: number[],
): Promise<Map<number, ApplicationMessage[]>> {
  const byApplication = new Map<number, ApplicationMessage[]>(applicationIds.map((id) => [id, []]));
  for (const m of await messagesOf(db, applicationIds)) {
    byApplication.get(m.applicationId)?.push(presentMessage(m));
  }
  return byApplication;
}
