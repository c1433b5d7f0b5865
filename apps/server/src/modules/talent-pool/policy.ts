// Who may see a jobseeker's profile (issue 12; SPEC §2.3 Terms: profiles are visible only to verified,
// subscribed employers). One pure function per question, tested as a table (policy.test.ts).

export interface ProfileViewer {
  /** The seeker themself (a preview of what employers see). */
  isSelf: boolean;
  /** An employer with talent-pool access (verified email, active annual subscription). */
  isSubscriber: boolean;
  /** A verified employer whose company received an application from the seeker. */
  receivedApplication: boolean;
}

/**
 * The profile view link (`/profile-view/{id}`, `user-profile/{id}`): the seeker, subscribers and employers
 * the seeker applied to; nobody sees a hidden or deleted profile.
 */
export function canSeeProfile(viewer: ProfileViewer, profile: { visible: boolean }): boolean {
  return profile.visible && (viewer.isSelf || viewer.isSubscriber || viewer.receivedApplication);
}

/** The candidate profile of the talent pool (`/view-profile/{id}`): subscribers only, visible profiles only. */
export function canSeeCandidate(viewer: Pick<ProfileViewer, 'isSubscriber'>, profile: { visible: boolean }) {
  return profile.visible && viewer.isSubscriber;
}
