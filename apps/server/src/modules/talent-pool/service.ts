import { PAGE_SIZES, ROLES } from '@portal/shared/constants';
import { ERROR_CODES } from '@portal/shared/error-codes';
import { MESSAGES } from '@portal/shared/messages';
import { maldivesDay } from '@portal/shared/rules/dates';
import type { CandidateProfile, TalentPoolItem, TalentPoolQuery } from '@portal/shared/schemas/talent-pool';
import { AppError, notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { offsetOf } from '../../lib/page';
import type { AuthUser } from '../../plugins/auth';
import { talentPoolCompany } from '../billing/service';
import { companyAppliedTo, getVisibleCandidate, recordProfileView, seekerFilePath } from '../seekers/service';
import { loadGazetteer } from '../places/service';
import { talentPoolCompanyOf } from './entitlement';
import { placeKeysOfFilter } from './place-keys';
import { canSeeCandidate, canSeeProfile } from './policy';
import { searchTalentPool as searchPool } from './repository';

// The talent pool and the employers' views of a jobseeker's profile (issue 12).

type Deps = Pick<ServiceDeps, 'db'>;

/** 403 with the Get Subscribed text: the web shows the panel on this code, never on the status alone. */
const subscriptionRequired = () =>
  new AppError(403, MESSAGES.talentPoolLimited, undefined, ERROR_CODES.subscriptionRequired);

/**
 * GET employ/talent-pool: annual subscribers search visible profiles, 20 a page, newest update first.
 * `entitlement` is what the route read with the session (./entitlement.ts): no query of its own.
 */
export async function searchTalentPool(
  deps: Deps,
  opts: { user: AuthUser; entitlement: unknown; query: TalentPoolQuery; now?: Date },
): Promise<{ data: TalentPoolItem[]; total: number }> {
  const now = opts.now ?? new Date();
  if (talentPoolCompanyOf(opts.user, opts.entitlement, now) === null) throw subscriptionRequired();
  const { page = 1, location, ...filters } = opts.query;
  const perPage = PAGE_SIZES.talentPool;
  const placeKeys = location.length > 0 ? placeKeysOfFilter(location, await loadGazetteer(deps)) : null;
  const { rows, total } = await searchPool(deps.db, {
    filters: { ...filters, placeKeys },
    today: maldivesDay(now),
    limit: perPage,
    offset: offsetOf(page, perPage),
  });
  return {
    data: rows.map((r) => ({
      id: r.userId,
      name: r.name,
      picture: seekerFilePath(r.picture),
      qualification: r.qualification,
      experience: r.experience,
      current_job: r.currentJob,
    })),
    total,
  };
}

/**
 * GET employ/user-profile/{id} (`/view-profile/{id}`): the candidate profile for annual subscribers;
 * 'Data not found!' (404) without the subscription or for a hidden, deleted or missing profile. The view
 * is counted for the seeker. The entitlement comes with the session, as for the search.
 */
export async function viewCandidate(
  deps: Deps,
  opts: { user: AuthUser; entitlement: unknown; userId: number },
): Promise<CandidateProfile> {
  const companyId = talentPoolCompanyOf(opts.user, opts.entitlement, new Date());
  const candidate = await getVisibleCandidate(deps, { userId: opts.userId });
  if (!canSeeCandidate({ isSubscriber: companyId !== null }, { visible: candidate !== null }))
    throw notFound(MESSAGES.dataNotFound);
  await recordProfileView(deps, { seekerUserId: opts.userId, companyId: companyId! });
  return candidate!;
}

/**
 * GET user-profile/{id} (`/profile-view/{id}`): the seeker themself, subscribers and employers the seeker
 * applied to; everyone else, and everyone for a hidden profile, 'Data not found!' (404). An employer's
 * view is counted for the company it sees the profile as: its subscribing company, else the company the
 * seeker applied to.
 */
export async function viewProfileLink(
  deps: Deps,
  opts: { user: AuthUser | null; userId: number },
): Promise<CandidateProfile> {
  const user = opts.user;
  const isEmployer = user?.role === ROLES.employer && user.emailVerifiedAt !== null;
  const [subscriberCompany, appliedCompany, candidate] = await Promise.all([
    user && isEmployer ? talentPoolCompany(deps, { user }) : null,
    user && isEmployer ? companyAppliedTo(deps, { candidateId: opts.userId, employerUserId: user.id }) : null,
    getVisibleCandidate(deps, { userId: opts.userId }),
  ]);
  const viewer = {
    isSelf: user?.role === ROLES.jobseeker && user.id === opts.userId,
    isSubscriber: subscriberCompany !== null,
    receivedApplication: appliedCompany !== null,
  };
  if (!canSeeProfile(viewer, { visible: candidate !== null })) throw notFound(MESSAGES.dataNotFound);
  const viewingCompany = subscriberCompany ?? appliedCompany;
  if (viewingCompany !== null) {
    await recordProfileView(deps, { seekerUserId: opts.userId, companyId: viewingCompany });
  }
  return candidate!;
}
