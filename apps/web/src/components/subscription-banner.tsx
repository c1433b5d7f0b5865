import { Alert, Anchor, Text } from '@mantine/core';
import { IconCalendarCheck, IconReceipt, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CompanySummary } from '@portal/shared/schemas/companies';
import { formatDisplayDate } from '../lib/dates';

/** SPEC §2.4: annual with its expiry date, or pay-per-job with the jobs left, or none with a link. */
export function SubscriptionBanner({
  summary,
  linkToSubscriptions = true,
}: {
  summary: CompanySummary;
  /** False on /subscriptions itself. */
  linkToSubscriptions?: boolean;
}) {
  const { annual, payper, invoice_pending: pending } = summary;
  if (annual || payper) {
    return (
      <Alert color="teal" variant="light" icon={annual ? <IconCalendarCheck /> : <IconTicket />}>
        {annual && (
          <Text size="sm">
            <Text span fw={700}>
              Annual subscription
            </Text>{' '}
            ({annual.package}) active until{' '}
            <Text span fw={700}>
              {formatDisplayDate(annual.expiry_date)}
            </Text>
            : unlimited job ads and talent pool access.
          </Text>
        )}
        {payper && (
          <Text size="sm" mt={annual ? 4 : 0}>
            <Text span fw={700}>
              Pay-per-job
            </Text>{' '}
            ({payper.package}):{' '}
            <Text span fw={700}>
              {payper.jobs_left}
            </Text>{' '}
            job
            {payper.jobs_left === 1 ? '' : 's'} left to post.
          </Text>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconReceipt />}>
      <Text size="sm">
        {pending?.status === 'awaiting'
          ? `Your payment for ${pending.ref} is being checked: your plan starts as soon as it is confirmed. `
          : pending
            ? `Your invoice ${pending.ref} is waiting for payment. `
            : 'You have no active subscription: choose a plan to post jobs. '}
        {linkToSubscriptions && (
          <Anchor component={Link} to="/subscriptions" fw={600} size="sm">
            {pending ? 'Go to Subscriptions' : 'Choose a plan'}
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
