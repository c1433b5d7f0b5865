import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon, a small label and its value: the facts of a job, an employer's contacts and key figures. */
export function LabelledValue({
  icon,
  label,
  children,
  color,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  color?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color={color} radius="md" size={32} style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <Box style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Box fz="sm" fw={500} style={{ overflowWrap: 'break-word' }}>
          {children}
        </Box>
      </Box>
    </Group>
  );
}
