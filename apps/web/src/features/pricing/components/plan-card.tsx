import { ROLES } from '@portal/shared/core-constants';
import { Icon } from '../../../components/plain/icon';
import { Link } from 'react-router';
import { formatPlanPrice, type PricingPlan } from '@portal/shared/pricing';
import { blockButton, mediumButton } from '../../../components/plain/button-looks';
import { Group, Paper, Stack, Text, Title } from '../../../components/plain/layout';
import { List, ListItem } from '../../../components/plain/list';
import { buttonLook } from '../../../components/plain/plain';
import { ThemeIcon } from '../../../components/plain/theme-icon';
import type { PricingTextKey } from '../../../i18n/dv/pricing-messages';
import { usePublicT } from '../../../i18n/public-texts';
import { pricingTexts } from '../lib/texts';
import { SectorBadgeIcon } from './sector-badge-icon';

/** One plan of SPEC §9: sector, price per year or per ad, who it is for, what it includes. */
export function PlanCard({ plan, highlighted }: { plan: PricingPlan; highlighted?: boolean }) {
  const pt = usePublicT(pricingTexts);
  // The plan's texts are SPEC's English from packages/shared (typed as any string there);
  // public-messages.test.ts checks that each one has its Dhivehi in the pricing catalogue.
  const planText = (text: string) => pt(text as PricingTextKey);
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
            {planText(plan.name)}
          </Text>
          <Title order={3} size="h3">
            {planText(plan.sectorLabel)}
          </Title>
        </Stack>
        <SectorBadgeIcon sector={plan.sector} />
      </Group>
      <Group gap={6} align="baseline" mt="lg">
        {/* The currency code and the amount are data: 'MVR 3,000' in every language. */}
        <Text
          fw={800}
          translate="no"
          dir="ltr"
          style={{ fontSize: 'calc(2.375rem * var(--mantine-scale))', lineHeight: 1 }}
        >
          {formatPlanPrice(plan)}
        </Text>
        <Text c="dimmed">{plan.unit === 'year' ? pt('per year') : pt('per ad')}</Text>
      </Group>
      {plan.note && (
        <Text size="sm" c="var(--mantine-color-orange-light-color)" mt="sm">
          {planText(plan.note)}
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
          <ListItem key={f}>{planText(f)}</ListItem>
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
              {planText(f)}
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
        {pt('Get started')}
      </Link>
    </Paper>
  );
}
