import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconHourglass, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { canChangeInvoice } from '@portal/shared/rules/billing';
import { downloadInvoice } from '@portal/shared/endpoints/billing';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { InvoiceView } from '@portal/shared/schemas/billing';
import { CHOOSE_FILE_MESSAGE, FileDropZone } from '../../../components/file-drop-zone';
import { downloadFile } from '../../../lib/download';
import { useApiForm, type FieldErrors } from '../../../lib/forms';
import { useUploadSlip } from '../api';

/**
 * SPEC §2.4 / §4: the pending invoice — upload the payment slip (JPEG, PNG or PDF, else 'File Format
 * Error'), 'Payment slip linked - Waiting for approval' once linked, 'Change Package' until then. The
 * slip is chosen in the drop zone and sent with 'Upload payment slip'; pressed with no slip, the zone
 * says to choose one (issue 25, point 5).
 */
export function PendingInvoice({ invoice, onChange }: { invoice: InvoiceView; onChange: () => void }) {
  const upload = useUploadSlip();
  const linked = invoice.status === 'awaiting';
  const { form, onSubmit, submitting } = useApiForm<{ slip: File | null }, { message: string }>({
    initialValues: { slip: null },
    validate: ({ slip }): FieldErrors => (slip ? {} : { slip: CHOOSE_FILE_MESSAGE }),
    send: ({ slip }) => upload.mutateAsync({ invoiceId: invoice.id, file: slip! }),
    onSuccess: (): void => form.reset(),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pending-title">
      <Title id="pending-title" order={2} size="h4" mb="sm">
        Pending payment
      </Title>
      <Stack gap="sm">
        {invoice.slip_rejected_reason && !linked && (
          <Alert color="red" icon={<IconInfoCircle />} title="Your last slip was sent back">
            {invoice.slip_rejected_reason}
          </Alert>
        )}
        {linked ? (
          <Alert color="blue" icon={<IconHourglass />} role="status">
            {MESSAGES.slipLinked}
          </Alert>
        ) : (
          <Text size="sm">Pay {invoice.ref} by bank transfer, then upload the slip here.</Text>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xs">
            <FileDropZone
              label={linked ? 'A new payment slip' : 'Payment slip'}
              limit={FILE_LIMITS.paymentSlip}
              messages={{ type: MESSAGES.slipFormat, size: MESSAGES.fileTooLarge }}
              required
              disabled={submitting}
              {...form.getInputProps('slip')}
            />
            <Group gap="xs">
              <Button type="submit" leftSection={<IconUpload size={16} />} loading={submitting}>
                {linked ? 'Replace slip' : 'Upload payment slip'}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() =>
                  void downloadFile(endpointPath(downloadInvoice.path, { id: invoice.id }), 'Invoice.pdf')
                }
              >
                Download invoice
              </Button>
              {canChangeInvoice(invoice) && (
                <Button variant="subtle" onClick={onChange}>
                  Change Package
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
