import { Box, Container, Grid, NavLink as MantineNavLink, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { FoldPanel } from './fold-panel';
import { userTextBlock } from './user-text';

export interface SidebarItem {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Pages elsewhere that belong to this item (/payment/return is part of 'Subscriptions'). */
  also?: string[];
}

/** The item the path is in: its own page or one below it (/job-applications/12 is 'Job Applications'). */
export function currentItem(items: SidebarItem[], pathname: string): SidebarItem | undefined {
  return items.find(
    (item) =>
      pathname === item.to || pathname.startsWith(`${item.to}/`) || item.also?.includes(pathname) === true,
  );
}

/**
 * The employer and jobseeker areas: a sidebar with the owner's name and a menu beside the page. On a
 * phone the menu folds into a section switcher, 'User Profile: Languages · Menu', above the page
 * (decision 0031): the page's own heading and first item start on the first screen.
 */
export function SidebarLayout({
  name,
  subtitle,
  items,
  menuLabel = 'Menu',
}: {
  name: string;
  subtitle: string;
  items: SidebarItem[];
  /** The phone's toggle word, in the page's language (the seeker area's is translated). */
  menuLabel?: string;
}) {
  const { pathname } = useLocation();
  const current = currentItem(items, pathname);
  return (
    <Container size="xl" py={{ base: 'sm', md: 'lg' }}>
      <Grid gap={{ base: 'sm', md: 'lg' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FoldPanel
            component="aside"
            padding="sm"
            closeWhen={pathname}
            toggle={
              <Box px="xs" style={{ minWidth: 0, flex: 1 }}>
                <Text size="xs" c="dimmed">
                  {subtitle}
                  <VisuallyHidden>:</VisuallyHidden>
                </Text>
                <Text fw={700} truncate>
                  {current?.label ?? subtitle}
                </Text>
              </Box>
            }
            toggleEnd={
              <Text size="sm" c="dimmed">
                {menuLabel}
              </Text>
            }
          >
            <Box px="sm" py="xs" mb="xs">
              {/* Two lines show a long company name whole; a longer one ends in '…' with the full name
                  on hover (issue 25, point 9). */}
              {/* The company's or seeker's own name: its direction from its letters (decision 0055). */}
              <Text
                {...userTextBlock}
                fw={700}
                lineClamp={2}
                title={name}
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Text>
              {/* On a phone the switcher above says it already. */}
              <Text size="sm" c="dimmed" visibleFrom="md">
                {subtitle}
              </Text>
            </Box>
            <nav aria-label={subtitle}>
              {items.map((item) => (
                <MantineNavLink
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  label={item.label}
                  leftSection={item.icon}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              ))}
            </nav>
          </FoldPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
