import { Box } from '@mantine/core';
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
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppHeader />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<AreaSkeleton />}>
          <Outlet />
          {/* In the page's boundary, so that it commits with the page (../ready-mark.tsx). */}
          <ReadyMark />
        </Suspense>
      </Box>
      <AppFooter />
      <ScrollRestoration />
    </Box>
  );
}
