import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconDownload, IconHourglass, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { canChangeInvoice } from '@portal/shared/rules/billing';
import { downloadInvoice } from '@portal/shared/endpoints/billing';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { InvoiceView } from '@portal/shared/schemas/billing';
import { CHOOSE_FILE_MESSAGE, FileDropZone } from '../../../components/file-drop-zone';
import { UserText } from '../../../components/user-text';
import { useEmployerT, withParts } from '../../../i18n/employer-texts';
import { downloadFile } from '../../../lib/download';
import { useApiForm, type FieldErrors } from '../../../lib/forms';
import { useStartCardPayment, useUploadSlip } from '../api';

/**
 * SPEC §2.4 / §4: the pending invoice — upload the payment slip (JPEG, PNG or PDF, else 'File Format
 * Error'), 'Payment slip linked - Waiting for approval' once linked, 'Change Package' until then. The
 * slip is chosen in the drop zone and sent with 'Upload payment slip'; pressed with no slip, the zone
 * says to choose one (issue 25, point 5).
 */
export function PendingInvoice({ invoice, onChange }: { invoice: InvoiceView; onChange: () => void }) {
  const et = useEmployerT();
  const upload = useUploadSlip();
  const card = useStartCardPayment();
  const linked = invoice.status === 'awaiting';
  // An open card transaction freezes the invoice (issue 29): no slip, no package change until it ends.
  const cardOpen = invoice.bml_transaction_id !== null && !invoice.paid_at;
  const { form, onSubmit, submitting } = useApiForm<{ slip: File | null }, { message: string }>({
    initialValues: { slip: null },
    validate: ({ slip }): FieldErrors => (slip ? {} : { slip: CHOOSE_FILE_MESSAGE }),
    send: ({ slip }) => upload.mutateAsync({ invoiceId: invoice.id, file: slip! }),
    onSuccess: (): void => form.reset(),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pending-title">
      <Title id="pending-title" order={2} size="h4" mb="sm">
        {et('Pending payment')}
      </Title>
      <Stack gap="sm">
        {invoice.slip_rejected_reason && !linked && (
          <Alert color="red" icon={<IconInfoCircle />} title={et('Your last slip was sent back')}>
            <UserText>{invoice.slip_rejected_reason}</UserText>
          </Alert>
        )}
        {cardOpen && (
          <Alert color="blue" icon={<IconCreditCard />} role="status" title={et('Card payment in progress')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {et('Finish the payment on the bank’s page, or check whether it went through.')}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => card.mutate(invoice.id)} loading={card.isPending}>
                  {et('Continue to the bank')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/payment/return?invoice=${invoice.id}`}
                >
                  {et('Check payment')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {card.error && (
          <Alert color="red" icon={<IconInfoCircle />} role="alert">
            {card.error.message}
          </Alert>
        )}
        {invoice.can_pay_by_card && !cardOpen && (
          <Group gap="xs">
            <Button
              leftSection={<IconCreditCard size={16} />}
              onClick={() => card.mutate(invoice.id)}
              loading={card.isPending}
            >
              {et('Pay by card')}
            </Button>
            <Text size="sm" c="dimmed">
              {et('Your plan is active as soon as the bank confirms the payment.')}
            </Text>
          </Group>
        )}
        {cardOpen ? null : linked ? (
          <Alert color="blue" icon={<IconHourglass />} role="status">
            {et(MESSAGES.slipLinked)}
          </Alert>
        ) : (
          <Text size="sm">
            {withParts(et('Pay {ref} by bank transfer, then upload the slip here.'), {
              ref: <bdi translate="no">{invoice.ref}</bdi>,
            })}
          </Text>
        )}
        {!cardOpen && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="xs">
              <FileDropZone
                label={et(linked ? 'A new payment slip' : 'Payment slip')}
                limit={FILE_LIMITS.paymentSlip}
                messages={{ type: et(MESSAGES.slipFormat), size: et(MESSAGES.fileTooLarge) }}
                required
                disabled={submitting}
                {...form.getInputProps('slip')}
              />
              <Group gap="xs">
                <Button type="submit" leftSection={<IconUpload size={16} />} loading={submitting}>
                  {et(linked ? 'Replace slip' : 'Upload payment slip')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  onClick={() =>
                    void downloadFile(endpointPath(downloadInvoice.path, { id: invoice.id }), 'Invoice.pdf')
                  }
                >
                  {et('Download invoice')}
                </Button>
                {canChangeInvoice(invoice) && (
                  <Button variant="subtle" onClick={onChange}>
                    {et('Change Package')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
