import { Box, Container, Grid, NavLink as MantineNavLink, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';

export interface SidebarItem {
  to: string;
  label: string;
  icon?: ReactNode;
}

/** The employer and jobseeker areas: a sidebar with the owner's name and a menu beside the page. */
export function SidebarLayout({
  name,
  subtitle,
  items,
}: {
  name: string;
  subtitle: string;
  items: SidebarItem[];
}) {
  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p="sm" component="aside">
            <Box px="sm" py="xs" mb="xs">
              <Text fw={700} truncate>
                {name}
              </Text>
              <Text size="sm" c="dimmed">
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
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
