// Who may do what with an account (docs/decisions/0013-modules-services-policies.md): one function per
// question, pure, used by the accounts service and tested as a table (policy.test.ts).

export interface Actor {
  id: number;
}

/** GET verify-email/{userId}/{token}: a verification link is used by the account it was sent to only. */
export function canUseVerifyLink(actor: Actor, linkUserId: number): boolean {
  return actor.id === linkUserId;
}
