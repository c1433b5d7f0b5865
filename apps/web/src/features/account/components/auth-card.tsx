import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of the account pages: a centred card (420 px for the short forms, wider for register)
 * with a soft shadow, full width on phones.
 */
export function AuthCard({
  title,
  subtitle,
  width = 420,
  footer,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  width?: number;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box py={{ base: 'lg', sm: 56 }}>
      <Container size={width} px={{ base: 'sm', sm: 'md' }}>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" ta="center" mt={6}>
              {subtitle}
            </Text>
          )}
          <Box mt="lg">{children}</Box>
        </Paper>
        {footer && (
          <Text size="sm" ta="center" mt="md">
            {footer}
          </Text>
        )}
      </Container>
    </Box>
  );
}
