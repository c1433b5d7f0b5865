import { Icon } from './plain/icon';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Link } from 'react-router';
import { ROLES } from '@portal/shared/core-constants';
import { appConfig } from '../lib/app-config';
import { useStoredSession } from '../lib/session';
import classes from './app-header.module.css';
// The phone menu's rules, in the shell's stylesheet (./mobile-nav.css says why).
import './mobile-nav.css';
import { Container, Group, Text } from './plain/layout';
import { buttonLook, narrowOnly, wideOnly } from './plain/plain';
import { whenIdle } from '../lib/when-idle';
import { useT } from '../i18n/i18n';
import { lazyPart, lazySlice } from '../lib/lazy-slice';
import type { MessageKey } from '../i18n/dv/messages';

const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazyPart(loadMobileNav);
// The switch is drawn by the server and hydrated after the page is interactive (issue 33).
const LanguageSwitch = lazySlice('src/i18n/language-switch.tsx', () => import('../i18n/language-switch'));

interface NavItem {
  to: string;
  label: MessageKey;
}

const PUBLIC_NAV: NavItem[] = [
  { to: '/', label: 'Jobs' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/employers', label: 'Employers' },
  { to: '/talent-pool', label: 'Talent Pool' },
  { to: '/download', label: 'Download' },
  { to: '/about', label: 'About' },
];

/** Role-specific entries of the top navigation (SPEC §2.1). */
function accountNav(role: number | null): NavItem[] {
  if (role === null) return [];
  const items: NavItem[] = [];
  if (role === ROLES.employer)
    items.push({ to: '/post-job', label: 'Post a Job' }, { to: '/my-company', label: 'My Company' });
  if (role === ROLES.jobseeker) items.push({ to: '/profile', label: 'My Profile' });
  if (role === ROLES.admin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}

export function AppHeader() {
  const { token, role } = useStoredSession();
  const t = useT();
  const [opened, setOpened] = useState(false);
  const toggle = () => setOpened((was) => !was);
  const close = useCallback(() => setOpened(false), []);
  // The menu stays mounted once opened; its code is fetched when idle (components/mobile-nav.tsx).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void loadMobileNav()), []);
  useEffect(() => {
    if (opened) setDrawerUsed(true);
  }, [opened]);
  const loggedIn = Boolean(token);
  const mine = accountNav(loggedIn ? role : null);

  const link = (item: NavItem) => (
    <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link} onClick={close}>
      {t(item.label)}
    </NavLink>
  );

  const accountButtons = loggedIn ? (
    <Link to="/logout" {...buttonLook({ variant: 'default' })} onClick={close}>
      {t('Logout')}
    </Link>
  ) : (
    <>
      <Link to="/login" {...buttonLook({ variant: 'default' })} onClick={close}>
        {t('Login')}
      </Link>
      <Link to="/register" {...buttonLook()} onClick={close}>
        {t('Register')}
      </Link>
    </>
  );

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label={t('{app} home', { app: appConfig.appName })}>
          <img src="/favicon.svg" alt="" width={30} height={30} />
          <Text component="span" fw={800} size="lg" c="cyan.9">
            {appConfig.appName}
          </Text>
        </Link>
        <Group gap={4} className={wideOnly} component="nav" aria-label={t('Main')}>
          {PUBLIC_NAV.map(link)}
          {mine.map(link)}
        </Group>
        <Group gap="xs" className={wideOnly}>
          <Suspense>
            <LanguageSwitch />
          </Suspense>
          {accountButtons}
        </Group>
        <button
          ref={menuButton}
          type="button"
          {...buttonLook({ variant: 'subtle', icon: true, className: narrowOnly })}
          onClick={toggle}
          aria-label={t('Toggle navigation')}
          aria-expanded={opened}
          style={{ color: 'var(--mantine-color-text)' }}
        >
          {/* It stays a menu icon while the menu is open: the menu's own × is its close button (issue 25,
              point 9), inside the dialog where focus is. */}
          <Icon name="menu-2" size={22} aria-hidden />
        </button>
      </Container>
      {(opened || drawerUsed) && (
        <Suspense fallback={null}>
          <MobileNav
            opened={opened}
            onClose={close}
            links={[...PUBLIC_NAV, ...mine].map(link)}
            accountButtons={accountButtons}
            menuButton={menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}
