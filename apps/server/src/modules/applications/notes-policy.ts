import { canManageApplication, type EmployerActor } from './policy';

// Who may do what with an application's private notes (issue 27, point 3; decision 0042). Reading, adding
// notes and rating are the company's, as every application call (canManageApplication).

/** A note is deleted by its author only, and only while the application is the author's company's. */
export function canDeleteNote(
  actor: EmployerActor,
  application: { companyId: number },
  note: { authorId: number | null },
): boolean {
  return canManageApplication(actor, application) && note.authorId === actor.id;
}
