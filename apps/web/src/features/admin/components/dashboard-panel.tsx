import { Box, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminAction } from '@portal/shared/schemas/admin';
import { UserText } from '../../../components/user-text';
import { useAdminDates, useAdminT, type AdminTranslate } from '../../../i18n/admin-texts';
import { adminQueries } from '../api';

/**
 * Who did what an entry without an operator's email records: the portal, on the bank's word, for a card
 * payment's own steps (decision 0046 records them without an operator); otherwise an operator since removed.
 */
function actorWithoutEmail(at: AdminTranslate, action: AdminAction) {
  return action.action.startsWith('invoice.card-')
    ? at('The portal, on the bank’s word')
    : at('A removed operator');
}

/** One entry of the operators' log: what was done to what (the server words it), why, by whom and when. */
function ActionEntry({ action }: { action: AdminAction }) {
  const at = useAdminT();
  const dates = useAdminDates();
  const reason = typeof action.detail.reason === 'string' ? action.detail.reason : null;
  return (
    <Box component="li" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {/* The server words the entry, in English: a record, shown as written. */}
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} translate="no" dir="auto">
        {action.summary}
      </Text>
      {reason && (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {at('Reason:')} <UserText>{reason}</UserText>
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {action.admin_email ? (
          <bdi dir="ltr" translate="no">
            {action.admin_email}
          </bdi>
        ) : (
          actorWithoutEmail(at, action)
        )}{' '}
        ·{' '}
        <time dateTime={action.created_at} title={dates.date(action.created_at)}>
          {dates.relative(action.created_at)}
        </time>
      </Text>
    </Box>
  );
}

/** What waits for the operators (each count opens its list) and what they did last. */
export function DashboardPanel({ onOpen }: { onOpen: (tab: 'payments' | 'jobs' | 'companies') => void }) {
  const at = useAdminT();
  const dashboard = useQuery(adminQueries.dashboard());
  if (!dashboard.data) return <Skeleton height={240} radius="md" />;
  const { counts, recent_actions: actions } = dashboard.data;
  const cards = [
    { label: at('Payments awaiting approval'), value: counts.payments_awaiting, tab: 'payments' as const },
    { label: at('Jobs pending approval'), value: counts.jobs_pending, tab: 'jobs' as const },
    {
      label: at('Companies without the verified badge'),
      value: counts.companies_unverified,
      tab: 'companies' as const,
    },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {cards.map((card) => {
          const body = (
            <Paper withBorder radius="md" p="md" h="100%">
              <Text size="xl" fw={700}>
                {card.value}
              </Text>
              <Text size="sm" c="dimmed">
                {card.label}
              </Text>
            </Paper>
          );
          return (
            <UnstyledButton
              key={card.label}
              onClick={() => onOpen(card.tab)}
              aria-label={`${card.label}: ${card.value}`}
            >
              {body}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {at('Recent actions')}
        </Title>
        {actions.length === 0 ? (
          <Text c="dimmed" size="sm">
            {at('Nothing yet.')}
          </Text>
        ) : (
          <Stack
            component="ol"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={at('Recent actions')}
          >
            {actions.map((a) => (
              <ActionEntry key={a.id} action={a} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
