import { ROLES } from '@portal/shared/core-constants';
import { Icon } from '../../../components/plain/icon';
import { Link } from 'react-router';
import { formatPlanPrice, type PricingPlan } from '@portal/shared/pricing';
import { blockButton, mediumButton } from '../../../components/plain/button-looks';
import { Group, Paper, Stack, Text, Title } from '../../../components/plain/layout';
import { List, ListItem } from '../../../components/plain/list';
import { buttonLook } from '../../../components/plain/plain';
import { ThemeIcon } from '../../../components/plain/theme-icon';
import { SectorBadgeIcon } from './sector-badge-icon';

/** One plan of SPEC §9: sector, price per year or per ad, who it is for, what it includes. */
export function PlanCard({ plan, highlighted }: { plan: PricingPlan; highlighted?: boolean }) {
  return (
    <Paper
      withBorder
      p="xl"
      shadow={highlighted ? 'md' : 'xs'}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        borderColor: highlighted ? 'var(--mantine-color-cyan-6)' : undefined,
        borderWidth: highlighted ? 2 : undefined,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group gap="md" justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} align="stretch">
          <Text
            size="sm"
            fw={600}
            c="cyan.9"
            style={{ textTransform: 'uppercase', letterSpacing: 'calc(0.03125rem * var(--mantine-scale))' }}
          >
            {plan.name}
          </Text>
          <Title order={3} size="h3">
            {plan.sectorLabel}
          </Title>
        </Stack>
        <SectorBadgeIcon sector={plan.sector} />
      </Group>
      <Group gap={6} align="baseline" mt="lg">
        <Text fw={800} style={{ fontSize: 'calc(2.375rem * var(--mantine-scale))', lineHeight: 1 }}>
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
        itemLineHeight={1.45}
        style={{ flex: 1 }}
        icon={
          <ThemeIcon color="teal" size={20} radius="xl">
            <Icon name="check" size={13} />
          </ThemeIcon>
        }
      >
        {plan.features.map((f) => (
          <ListItem key={f}>{f}</ListItem>
        ))}
        {plan.excluded.map((f) => (
          <ListItem
            key={f}
            icon={
              <ThemeIcon color="gray" variant="light" size={20} radius="xl">
                <Icon name="x" size={13} />
              </ThemeIcon>
            }
          >
            <Text component="span" size="sm" c="dimmed" style={{ textDecoration: 'line-through' }}>
              {f}
            </Text>
          </ListItem>
        ))}
      </List>
      <Link
        to={`/register?role=${ROLES.employer}`}
        {...buttonLook({
          variant: highlighted ? 'filled' : 'light',
          className: `${mediumButton} ${blockButton}`,
        })}
        style={{ marginTop: 'var(--mantine-spacing-xl)' }}
      >
        Get started
      </Link>
    </Paper>
  );
}
