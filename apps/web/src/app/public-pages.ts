/**
 * The pages a visitor reads first (server-rendered or public). They get only the Mantine styles of
 * ./mantine-styles.ts, which the build checks covers every Mantine component their code can load
 * (vite.config.ts, mantineStylesCheck); every other page also loads Mantine's whole sheet
 * (./mantine-full-styles.ts) when it is opened. A page missing here is therefore only slower, never
 * unstyled.
 */
export const PUBLIC_PAGES: readonly string[] = [
  'src/features/jobs/pages/home-page.tsx',
  'src/features/jobs/pages/job-page.tsx',
  'src/features/info/pages/tos-page.tsx',
  'src/features/info/pages/about-page.tsx',
  'src/features/info/pages/download-page.tsx',
  'src/features/pricing/pages/pricing-page.tsx',
  'src/features/employers/pages/employers-page.tsx',
  'src/features/employers/pages/company-profile-page.tsx',
  'src/features/talent-pool/pages/talent-pool-page.tsx',
  'src/features/job-form/pages/bank-job-form-page.tsx',
  'src/components/not-found-page.tsx',
];

/**
 * The public pages drawn with plain elements (components/plain, decision 0039): no Mantine component in
 * their first load, so no Mantine provider around them; everything else is wrapped in one as it loads
 * (../lib/mantine-root.tsx). A page here that renders a Mantine component fails with Mantine's "provider not
 * found" error (its unit and browser tests show it).
 */
export const PLAIN_PAGES: readonly string[] = [
  'src/features/jobs/pages/home-page.tsx',
  'src/features/jobs/pages/job-page.tsx',
  'src/features/pricing/pages/pricing-page.tsx',
];
