import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_LIMITS } from '@portal/shared/rules/candidate-messages';
import type { MessageTemplateInput } from '@portal/shared/schemas/candidate-messages';
import type { DbOrTx } from '../../db/client';
import { companies, messageTemplates } from '../../db/schema';

// The company's message templates (issue 27, point 4; decision 0043). Writes name the company as well as
// the id: a template is only ever changed as its company's.

export type TemplateRow = typeof messageTemplates.$inferSelect;

/**
 * Gives the company the default templates the first time it asks: the flag is claimed by one conditional
 * UPDATE, so racing first lists add them once, and a company that deleted them does not get them back.
 */
export async function seedDefaultTemplates(db: DbOrTx, companyId: number): Promise<void> {
  const claimed = await db
    .update(companies)
    .set({ messageTemplatesSeeded: true })
    .where(and(eq(companies.id, companyId), eq(companies.messageTemplatesSeeded, false)))
    .returning({ id: companies.id });
  if (claimed.length === 0) return;
  await db.insert(messageTemplates).values(DEFAULT_MESSAGE_TEMPLATES.map((t) => ({ ...t, companyId })));
}

export function listTemplates(db: DbOrTx, companyId: number) {
  return db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, companyId))
    .orderBy(asc(messageTemplates.id));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id)).limit(1);
  return row ?? null;
}

/** Adds a template unless the company has MESSAGE_LIMITS.templatesPerCompany already (then null). */
export async function insertTemplate(
  db: DbOrTx,
  companyId: number,
  input: MessageTemplateInput,
): Promise<TemplateRow | null> {
  const result = (await db.execute(sql`
    insert into message_templates (company_id, name, kind, subject, body)
    select ${companyId}, ${input.name}, ${input.kind}, ${input.subject}, ${input.body}
    where (select count(*) from message_templates where company_id = ${companyId}) < ${MESSAGE_LIMITS.templatesPerCompany}
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  return id === undefined ? null : findTemplate(db, Number(id));
}

export async function updateTemplate(
  db: DbOrTx,
  opts: { id: number; companyId: number; input: MessageTemplateInput },
): Promise<TemplateRow | null> {
  const [row] = await db
    .update(messageTemplates)
    .set({ ...opts.input, updatedAt: sql`now()` })
    .where(and(eq(messageTemplates.id, opts.id), eq(messageTemplates.companyId, opts.companyId)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: DbOrTx, opts: { id: number; companyId: number }): Promise<boolean> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, opts.id), eq(messageTemplates.companyId, opts.companyId)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}
