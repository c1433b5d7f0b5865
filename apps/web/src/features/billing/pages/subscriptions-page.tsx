import { Alert, Container, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { hasActiveAnnual } from '@portal/shared/rules/entitlement';
import { SubscriptionBanner } from '../../../components/subscription-banner';
import { UnverifiedWarning } from '../../../components/unverified-warning';
import { useEmployerT } from '../../../i18n/employer-texts';
import { useCompanySummary } from '../../../lib/employer-company';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InvoiceHistory } from '../components/invoice-history';
import { InvoicePreview } from '../components/invoice-preview';
import { PendingInvoice } from '../components/pending-invoice';
import { PlanChooser } from '../components/plan-chooser';

/**
 * /subscriptions (SPEC §2.4, §4 Subscription): choose a plan → invoice with the bank details → upload
 * the slip → an operator confirms. One pending invoice at a time; 'Change Package' edits it until a slip
 * is linked. The history lists every invoice with its PDF and, once paid, the receipt.
 */
export default function SubscriptionsPage() {
  const et = useEmployerT();
  useDocumentTitle(et('Subscriptions'));
  const summary = useCompanySummary();
  const [changing, setChanging] = useState(false);
  const data = summary.data;
  const pending = data?.invoice_pending ?? null;
  const annualExpiry = data?.annual?.expiry_date ?? null;
  const annualUntil = hasActiveAnnual(annualExpiry) ? annualExpiry : null;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {et('Subscriptions')}
        </Title>
        <UnverifiedWarning />
        {summary.isPending && <Skeleton height={320} radius="md" />}
        {summary.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {et('Your subscriptions could not be loaded. Please reload the page.')}
          </Alert>
        )}
        {data && (
          <>
            <SubscriptionBanner summary={data} linkToSubscriptions={false} />
            {pending && !changing && (
              <>
                <PendingInvoice invoice={pending} onChange={() => setChanging(true)} />
                <InvoicePreview invoice={pending} companyName={data.company.name} />
              </>
            )}
            {(!pending || changing) && (
              <PlanChooser
                key={pending ? `change-${pending.id}` : 'new'}
                companyId={data.company.id}
                packages={data.packages}
                editing={changing ? pending : null}
                annualUntil={annualUntil}
                onDone={changing ? () => setChanging(false) : undefined}
              />
            )}
            <InvoiceHistory invoices={data.invoice} />
          </>
        )}
      </Stack>
    </Container>
  );
}
