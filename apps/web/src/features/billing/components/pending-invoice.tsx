import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconHourglass, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { canChangeInvoice } from '@portal/shared/rules/billing';
import type { InvoiceView } from '@portal/shared/schemas/billing';
import { downloadFile } from '../../../lib/download';
import { useUploadSlip } from '../api';

const MB = 1024 * 1024;

/**
 * SPEC §2.4 / §4: the pending invoice — upload the payment slip (JPEG, PNG or PDF, else 'File Format
 * Error'), 'Payment slip linked - Waiting for approval' once linked, 'Change Package' until then.
 */
export function PendingInvoice({ invoice, onChange }: { invoice: InvoiceView; onChange: () => void }) {
  const upload = useUploadSlip();
  const linked = invoice.status === 'awaiting';

  const choose = (file: File | null) => {
    if (!file) return;
    if (!(FILE_LIMITS.paymentSlip.types as readonly string[]).includes(file.type)) {
      notifications.show({ color: 'red', message: MESSAGES.slipFormat });
      return;
    }
    if (file.size > FILE_LIMITS.paymentSlip.bytes) {
      notifications.show({ color: 'red', message: MESSAGES.fileTooLarge });
      return;
    }
    upload.mutate(
      { invoiceId: invoice.id, file },
      { onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }) },
    );
  };

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
          <Text size="sm">
            Pay {invoice.ref} by bank transfer, then upload the slip here (JPEG, PNG or PDF, at most{' '}
            {FILE_LIMITS.paymentSlip.bytes / MB} MB).
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/jpeg,image/png,application/pdf">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {linked ? 'Replace slip' : 'Upload payment slip'}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void downloadFile(`employ/gen-pdf/${invoice.id}`, 'Invoice.pdf')}
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
    </Paper>
  );
}
