import { ROLES } from '@portal/shared/constants';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatPlanPrice, type PricingPlan } from '@portal/shared/pricing';
import { SectorBadgeIcon } from './sector-badge-icon';

/** One plan of SPEC §9: sector, price per year or per ad, who it is for, what it includes. */
export function PlanCard({ plan, highlighted }: { plan: PricingPlan; highlighted?: boolean }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow={highlighted ? 'md' : 'xs'}
      style={{
        borderColor: highlighted ? 'var(--mantine-color-cyan-6)' : undefined,
        borderWidth: highlighted ? 2 : undefined,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={600} c="cyan.9" tt="uppercase" lts={0.5}>
            {plan.name}
          </Text>
          <Title order={3} size="h3">
            {plan.sectorLabel}
          </Title>
        </Stack>
        <SectorBadgeIcon sector={plan.sector} />
      </Group>
      <Group gap={6} align="baseline" mt="lg">
        <Text fz={38} fw={800} lh={1}>
          {formatPlanPrice(plan)}
        </Text>
        <Text c="dimmed">{plan.unit === 'year' ? 'per year' : 'per ad'}</Text>
      </Group>
      {plan.note && (
        <Text size="sm" c="var(--mantine-color-orange-light-color)" mt="sm">
          {plan.note}
        </Text>
      )}
      <List
        spacing="sm"
        size="sm"
        mt="lg"
        center
        styles={{ itemLabel: { lineHeight: 1.45 } }}
        style={{ flex: 1 }}
        icon={
          <ThemeIcon color="teal" size={20} radius="xl">
            <IconCheck size={13} />
          </ThemeIcon>
        }
      >
        {plan.features.map((f) => (
          <List.Item key={f}>{f}</List.Item>
        ))}
        {plan.excluded.map((f) => (
          <List.Item
            key={f}
            icon={
              <ThemeIcon color="gray" variant="light" size={20} radius="xl">
                <IconX size={13} />
              </ThemeIcon>
            }
          >
            <Text span size="sm" c="dimmed" td="line-through">
              {f}
            </Text>
          </List.Item>
        ))}
      </List>
      <Button
        component={Link}
        to={`/register?role=${ROLES.employer}`}
        mt="xl"
        fullWidth
        size="md"
        variant={highlighted ? 'filled' : 'light'}
      >
        Get started
      </Button>
    </Paper>
  );
}
