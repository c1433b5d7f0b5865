// Who may use a message template (issue 27, point 4): an employer of the company it belongs to. The actor
// reaching here is one applications' employerActor let through (a verified employer with a company), the
// same people who may read and message that company's applicants.

export function canManageTemplate(
  actor: { companyId: number | null },
  template: { companyId: number },
): boolean {
  return actor.companyId !== null && actor.companyId === template.companyId;
}
