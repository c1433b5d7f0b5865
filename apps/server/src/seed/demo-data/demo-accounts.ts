// The demo's fixed logins and the other jobseekers' account names.

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
  /** What this login shows (printed beside it). */
  note?: string;
}

/** Fixed demo accounts, printed at start so that a newcomer can log in as each role. */
export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', email: 'admin@demo.mv', password: 'demo-admin-2026' },
  { role: 'employer', email: 'employer@demo.mv', password: 'demo-employer-2026' },
  { role: 'jobseeker', email: 'jobseeker@demo.mv', password: 'demo-seeker-2026', note: 'complete profile' },
  { role: 'jobseeker', email: 'newseeker@demo.mv', password: 'demo-seeker-2026', note: 'no profile yet' },
];

/** The twenty other jobseekers (`<name>@demo.mv`, the demo jobseeker's password). */
export const SEEKER_NAMES = [
  'ahmed.shiyam',
  'fathimath.zahra',
  'ibrahim.naseem',
  'mariyam.shaufa',
  'hussain.riyaz',
  'aminath.nuha',
  'ali.shareef',
  'sadia.akter',
  'moosa.rasheed',
  'nimal.perera',
  'maria.santos',
  'hawwa.liusha',
  'mohamed.rasheed',
  'hidden.seeker',
  'ahmed.azim',
  'fathimath.reesha',
  'yoosuf.shafeeq',
  'aminath.shiuna',
  'mohamed.faisal',
  'rahul.menon',
];
