import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from '../../components/app-footer';
import { AppHeader } from '../../components/app-header';
import { AreaSkeleton } from '../../components/page-skeleton';
import { ReadyMark } from '../ready-mark';
import { ScrollRestoration } from '../scroll-restoration';
import classes from './public-layout.module.css';

export function PublicLayout() {
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      {/* Hydrated on their own, so that React yields between them on a slow phone (issue 33). */}
      <Suspense>
        <AppHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<AreaSkeleton />}>
          <Outlet />
          {/* In the page's boundary, so that it commits with the page (../ready-mark.tsx). */}
          <ReadyMark />
        </Suspense>
      </main>
      <Suspense>
        <AppFooter />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
