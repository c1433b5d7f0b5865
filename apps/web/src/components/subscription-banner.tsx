import { Alert, Anchor, Text } from '@mantine/core';
import { IconCalendarCheck, IconReceipt, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CompanySummary } from '@portal/shared/schemas/companies';
import { useEmployerDates, useEmployerT, withParts } from '../i18n/employer-texts';

/**
 * SPEC §2.4: annual with its expiry date, or pay-per-job with the jobs left, or none with a link. Only the
 * employer's pages show it (Subscriptions, My Company): its words are the employer catalogue's.
 */
export function SubscriptionBanner({
  summary,
  linkToSubscriptions = true,
}: {
  summary: CompanySummary;
  /** False on /subscriptions itself. */
  linkToSubscriptions?: boolean;
}) {
  const et = useEmployerT();
  const dates = useEmployerDates();
  const { annual, payper, invoice_pending: pending } = summary;
  if (annual || payper) {
    return (
      <Alert color="teal" variant="light" icon={annual ? <IconCalendarCheck /> : <IconTicket />}>
        {annual && (
          <Text size="sm">
            {withParts(
              et('{plan} ({package}) active until {date}: unlimited job ads and talent pool access.'),
              {
                plan: (
                  <Text span fw={700}>
                    {et('Annual subscription')}
                  </Text>
                ),
                package: <bdi translate="no">{annual.package}</bdi>,
                date: (
                  <Text span fw={700}>
                    {dates.date(annual.expiry_date)}
                  </Text>
                ),
              },
            )}
          </Text>
        )}
        {payper && (
          <Text size="sm" mt={annual ? 4 : 0}>
            {withParts(
              et(
                payper.jobs_left === 1
                  ? '{plan} ({package}): {n} job left to post.'
                  : '{plan} ({package}): {n} jobs left to post.',
              ),
              {
                plan: (
                  <Text span fw={700}>
                    {et('Pay-per-job')}
                  </Text>
                ),
                package: <bdi translate="no">{payper.package}</bdi>,
                n: (
                  <Text span fw={700}>
                    {payper.jobs_left}
                  </Text>
                ),
              },
            )}
          </Text>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconReceipt />}>
      <Text size="sm">
        {pending?.status === 'awaiting'
          ? withParts(
              et('Your payment for {ref} is being checked: your plan starts as soon as it is confirmed.'),
              { ref: <bdi translate="no">{pending.ref}</bdi> },
            )
          : pending
            ? withParts(et('Your invoice {ref} is waiting for payment.'), {
                ref: <bdi translate="no">{pending.ref}</bdi>,
              })
            : et('You have no active subscription: choose a plan to post jobs.')}{' '}
        {linkToSubscriptions && (
          <Anchor component={Link} to="/subscriptions" fw={600} size="sm">
            {et(pending ? 'Go to Subscriptions' : 'Choose a plan')}
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
