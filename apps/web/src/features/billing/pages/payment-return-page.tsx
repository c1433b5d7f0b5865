import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { invoiceRef } from '@portal/shared/rules/billing';
import { employerCompanyQueries } from '../../../lib/employer-company';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cardPaymentQueries } from '../api';
import { useEmployerT, withParts } from '../../../i18n/employer-texts';

/**
 * /payment/return?invoice=<id>: where BML Connect sends the payer back (issue 29). The URL decides
 * nothing: the page asks the server, which re-queries the bank (GET employ/invoice/{id}/card-payment)
 * and activates the plan when the bank says CONFIRMED.
 */
export default function PaymentReturnPage() {
  const et = useEmployerT();
  useDocumentTitle(et('Card payment'));
  const [params] = useSearchParams();
  const invoiceId = Number(params.get('invoice'));
  const valid = Number.isInteger(invoiceId) && invoiceId > 0;
  const client = useQueryClient();
  const status = useQuery({ ...cardPaymentQueries.status(valid ? invoiceId : 0), enabled: valid });
  const paid = status.data?.data.paid === true;
  if (paid) void client.invalidateQueries({ queryKey: employerCompanyQueries.summary().queryKey });
  const state = status.data?.data.state;

  return (
    <Container size="sm" px={0}>
      <Stack>
        <Title order={1} size="h2">
          {valid
            ? withParts(et('Card payment for {ref}'), {
                // The ref is one word: 'INV-' and its number never part at a line's end.
                ref: (
                  <bdi translate="no" style={{ whiteSpace: 'nowrap' }}>
                    {invoiceRef(invoiceId)}
                  </bdi>
                ),
              })
            : et('Card payment')}
        </Title>
        {!valid ? (
          <Alert color="red" role="alert">
            {et('This link names no invoice. Open Subscriptions to see your invoices.')}
          </Alert>
        ) : status.isPending ? (
          <Group role="status">
            <Loader size="sm" />
            <Text>{et('Asking the bank…')}</Text>
          </Group>
        ) : status.isError ? (
          <Alert color="red" role="alert" title={et('We could not check the payment')}>
            {status.error.message}
          </Alert>
        ) : paid ? (
          <Alert color="green" icon={<IconCircleCheck />} role="status" title={et('Paid')}>
            {et('Thank you: your plan is active and the receipt is on its way by email.')}
          </Alert>
        ) : state === 'CANCELLED' ? (
          <Alert color="orange" icon={<IconCircleX />} role="status" title={et('Cancelled')}>
            {et('The card payment was cancelled. You can pay by card again or by bank transfer.')}
          </Alert>
        ) : (
          <Alert color="blue" icon={<IconHourglass />} role="status" title={et('Still pending')}>
            {et(
              'The bank has not confirmed the payment yet. If you have just paid, check again in a moment.',
            )}
          </Alert>
        )}
        <Group>
          {/* A cancelled transaction is over at the bank: nothing more to check. */}
          {valid && !paid && state !== 'CANCELLED' && (
            <Button onClick={() => void status.refetch()} loading={status.isFetching} variant="default">
              {et('Check again')}
            </Button>
          )}
          <Button component={Link} to={paid ? '/post-job' : '/subscriptions'}>
            {paid ? et('Post a job') : et('Back to Subscriptions')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
