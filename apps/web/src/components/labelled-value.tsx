import type { ReactNode } from 'react';
import { Group, Text } from './plain/layout';
import { ThemeIcon } from './plain/theme-icon';

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
    <Group gap="sm" wrap="nowrap" align="flex-start" justify="flex-start">
      <ThemeIcon variant="light" color={color} radius="md" size={32}>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <div
          style={{
            fontSize: 'var(--mantine-font-size-sm)',
            fontWeight: 500,
            overflowWrap: 'break-word',
          }}
        >
          {children}
        </div>
      </div>
    </Group>
  );
}
