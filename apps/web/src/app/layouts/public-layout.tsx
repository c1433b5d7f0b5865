import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { AreaSkeleton } from '../../components/page-skeleton';
import { useT } from '../../i18n/i18n';
import { hydrateInTurn } from '../../lib/hydration-turns';
import { lazySlice } from '../../lib/lazy-slice';
import { ReadyMark } from '../ready-mark';
import { ScrollRestoration } from '../scroll-restoration';
import classes from './public-layout.module.css';

// The footer never changes after the server drew it: its code comes after the page is interactive, and
// React hydrates it then (issue 33). One element for the layout's life, so that no update reaches its
// boundary before that (an update would make React draw the fallback in its place).
const AppFooter = lazySlice('src/components/app-footer.tsx', () =>
  import('../../components/app-footer').then((m) => ({ default: m.AppFooter })),
);
// On Preact the header and the page are hydrated in tasks of their own too (lib/hydration-turns.tsx).
const HeaderInTurn = hydrateInTurn();
const MainInTurn = hydrateInTurn();
const footer = (
  <Suspense>
    <AppFooter />
  </Suspense>
);

export function PublicLayout() {
  const t = useT();
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        {t('Skip to main content')}
      </a>
      {/* Hydrated on their own, so that React yields between them on a slow phone (issue 33). */}
      <Suspense>
        <HeaderInTurn>
          <AppHeader />
        </HeaderInTurn>
      </Suspense>
      <MainInTurn>
        <main id="main" tabIndex={-1} className={classes.main}>
          <Suspense fallback={<AreaSkeleton />}>
            <Outlet />
            {/* In the page's boundary, so that it commits with the page (../ready-mark.tsx). */}
            <ReadyMark />
          </Suspense>
        </main>
      </MainInTurn>
      {footer}
      <ScrollRestoration />
    </div>
  );
}
