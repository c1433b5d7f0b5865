import type { App } from '../app';
import type { DemoLogin } from './prepare';

/** Fixed demo accounts, printed at start so that a newcomer can log in as each role. */
export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', email: 'admin@demo.mv', password: 'demo-admin-2026' },
  { role: 'employer', email: 'employer@demo.mv', password: 'demo-employer-2026' },
  { role: 'jobseeker', email: 'jobseeker@demo.mv', password: 'demo-seeker-2026' },
];

/** Demo companies, published jobs and jobseekers on an empty database (DEMO_DATA). */
export async function seedDemoData(_app: App): Promise<void> {}
