import { placeIncludes, type Place } from './places';

// Job alerts (issue 10): which new jobs a seeker's preference asks for. One rule, used by the server's
// alert sender and shown to the seeker on /my-preference.

export interface AlertPreference {
  work_sector: string;
  work_category: string;
  job_type: string;
  salary_range: string;
  preferred_location: string;
  /**
   * Every preferred place (the server reads them; issue 28): the job matches when any of them takes in
   * its place — an atoll its islands and resorts.
   */
  preferred_places?: readonly Place[];
}

export interface AlertJob {
  sector: string;
  category: string;
  type: string;
  salary_range: string;
  location: string;
  place?: Place;
}

/** Preference values that accept any value of their field. */
const ANY_LOCATION = ['Anywhere in Maldives'];
const ANY_SALARY = ['Not Stated', 'Negotiable'];

/**
 * A job matches when its category, sector and type are the preferred ones, its place is in one of the
 * preferred places (or the seeker takes anywhere in the Maldives and the job is not overseas), and its salary range is
 * the preferred one or unstated on either side (a job that does not state its salary may still suit).
 */
export function jobMatchesPreference(job: AlertJob, pref: AlertPreference): boolean {
  if (job.category !== pref.work_category || job.sector !== pref.work_sector || job.type !== pref.job_type) {
    return false;
  }
  // With the places known, the place rule over every preferred place (an old value like "Male'" is read
  // through the mapping, so a preference saved before places keeps matching); else the texts.
  const places = pref.preferred_places;
  const locationOk =
    job.place && places && places.length > 0
      ? places.some((p) => placeIncludes(p, job.place!))
      : job.location === pref.preferred_location ||
        (ANY_LOCATION.includes(pref.preferred_location) && job.location !== 'Overseas');
  const salaryOk =
    job.salary_range === pref.salary_range ||
    ANY_SALARY.includes(job.salary_range) ||
    ANY_SALARY.includes(pref.salary_range);
  return locationOk && salaryOk;
}

/** How the matching is explained on /my-preference (several places since issue 28). */
export const ALERT_MATCH_HINT =
  'We email you new jobs in your category, sector and job type, in any of your preferred locations (an atoll takes in its islands and resorts), and in your salary range.';
