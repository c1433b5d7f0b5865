import { MESSAGES } from '@portal/shared/messages';
import { MESSAGE_LIMITS } from '@portal/shared/rules/candidate-messages';
import type { MessageTemplate, MessageTemplateInput } from '@portal/shared/schemas/candidate-messages';
import { forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthUser } from '../../plugins/auth';
import { employerActor } from '../applications/service';
import { canManageTemplate } from './policy';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  seedDefaultTemplates,
  updateTemplate,
  type TemplateRow,
} from './repository';

// The company's message templates (issue 27, point 4; decision 0043): list (with the two defaults the
// first time), create, update, delete. Another company's template is 403, an unknown one 404.

type Deps = Pick<ServiceDeps, 'db'>;
type EmployerActor = Awaited<ReturnType<typeof employerActor>>;

export const TEMPLATE_NOT_FOUND = 'Message template not found.';

export function presentTemplate(t: TemplateRow): MessageTemplate {
  return { id: t.id, name: t.name, kind: t.kind, subject: t.subject, body: t.body };
}

/** A template of the actor's company, or 404 / 403 'Access Deny'. */
export async function templateOfCompany(
  { db }: Deps,
  opts: { actor: EmployerActor; templateId: number },
): Promise<TemplateRow> {
  const template = await findTemplate(db, opts.templateId);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  if (!canManageTemplate(opts.actor, template)) throw forbidden(MESSAGES.accessDeny);
  return template;
}

/** GET employ/message-templates: the company's, oldest first; the defaults are added on the first call. */
export async function listMessageTemplates(deps: Deps, opts: { user: AuthUser }): Promise<MessageTemplate[]> {
  const actor = await employerActor(deps, opts.user);
  const rows = await deps.db.transaction(async (tx) => {
    await seedDefaultTemplates(tx, actor.companyId!);
    return listTemplates(tx, actor.companyId!);
  });
  return rows.map(presentTemplate);
}

/** POST employ/message-templates: at most MESSAGE_LIMITS.templatesPerCompany, else 422. */
export async function createMessageTemplate(
  deps: Deps,
  opts: { user: AuthUser; input: MessageTemplateInput },
): Promise<MessageTemplate> {
  const actor = await employerActor(deps, opts.user);
  const row = await deps.db.transaction(async (tx) => {
    // The defaults first, so that a company's first template does not stop them from coming.
    await seedDefaultTemplates(tx, actor.companyId!);
    return insertTemplate(tx, actor.companyId!, opts.input);
  });
  if (!row) {
    throw validationFailed({
      name: [`A company may keep at most ${MESSAGE_LIMITS.templatesPerCompany} message templates.`],
    });
  }
  return presentTemplate(row);
}

/** PUT employ/message-templates/{id}. */
export async function updateMessageTemplate(
  deps: Deps,
  opts: { user: AuthUser; templateId: number; input: MessageTemplateInput },
): Promise<MessageTemplate> {
  const actor = await employerActor(deps, opts.user);
  await templateOfCompany(deps, { actor, templateId: opts.templateId });
  const row = await updateTemplate(deps.db, {
    id: opts.templateId,
    companyId: actor.companyId!,
    input: opts.input,
  });
  // Deleted since it was read.
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return presentTemplate(row);
}

/** DELETE employ/message-templates/{id}: messages sent from it keep their text. */
export async function deleteMessageTemplate(
  deps: Deps,
  opts: { user: AuthUser; templateId: number },
): Promise<void> {
  const actor = await employerActor(deps, opts.user);
  await templateOfCompany(deps, { actor, templateId: opts.templateId });
  if (!(await deleteTemplate(deps.db, { id: opts.templateId, companyId: actor.companyId! }))) {
    throw notFound(TEMPLATE_NOT_FOUND);
  }
}
