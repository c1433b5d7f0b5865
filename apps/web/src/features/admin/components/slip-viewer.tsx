import { Anchor, Button, Group, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsMaximize, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { openInvoiceSlip } from '@portal/shared/endpoints/admin';
import { endpointPath } from '@portal/shared/endpoints/endpoint';
import type { AdminInvoiceItem } from '@portal/shared/schemas/billing';
import { useProtectedFileUrl } from '../../../lib/download';
import { useAdminT } from '../../../i18n/admin-texts';

// The payment slip of an invoice (fetched with the token, never a public URL): a preview in the card,
// opened large on demand — a modal at near the full viewport (the whole screen on a phone), the image
// fitted to it, a PDF in the browser's viewer with a link to open it in a tab of its own
// (issue 25, point 6).

// The viewport less the modal's margins, title bar and (for a PDF) the link above the frame.
const LARGE = 'calc(100dvh - 11rem)';

export function SlipPreview({ invoice }: { invoice: AdminInvoiceItem }) {
  const at = useAdminT();
  const { url, error } = useProtectedFileUrl(
    invoice.slip ? endpointPath(openInvoiceSlip.path, { id: invoice.id }) : null,
  );
  const [large, setLarge] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  if (!invoice.slip)
    return (
      <Text size="sm" c="dimmed">
        {at('No slip linked.')}
      </Text>
    );
  if (error)
    return (
      <Text size="sm" c="red.8">
        {error}
      </Text>
    );
  if (!url) return <Loader size="sm" aria-label={at('Loading the slip')} />;
  const pdf = invoice.slip_type === 'application/pdf';
  const ref = { ref: invoice.ref };
  const name = at('Payment slip of {ref}', ref);
  return (
    <Stack gap="xs">
      {pdf ? (
        // One PDF viewer at a time: while the slip is open large, the card keeps the preview's place
        // without its frame. Two viewers of the same PDF loading together kept the network busy for
        // seconds, and with Preact (decision 0059) the preview's frame loaded again when the modal opened.
        large ? (
          <div style={{ height: 280 }} />
        ) : (
          <iframe src={url} title={name} style={{ width: '100%', height: 280, border: 0 }} />
        )
      ) : (
        <UnstyledButton
          onClick={() => setLarge(true)}
          aria-label={at('Open the payment slip of {ref} large', ref)}
        >
          <Image src={url} alt={name} mah={280} fit="contain" radius="sm" style={{ cursor: 'zoom-in' }} />
        </UnstyledButton>
      )}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconArrowsMaximize size={14} />}
        onClick={() => setLarge(true)}
      >
        {at('View the slip large')}
      </Button>
      <Modal
        opened={large}
        onClose={() => setLarge(false)}
        title={name}
        size="calc(100vw - 3rem)"
        fullScreen={phone}
        centered
      >
        {pdf ? (
          <Stack gap="xs">
            <Anchor href={url} target="_blank" rel="noopener" size="sm" w="fit-content">
              <Group gap={4} component="span">
                {at('Open the PDF in a new tab')} <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <iframe
              src={url}
              title={at('Payment slip of {ref} (large)', ref)}
              style={{ width: '100%', height: LARGE, border: 0 }}
            />
          </Stack>
        ) : (
          <Image src={url} alt={name} h={LARGE} fit="contain" />
        )}
      </Modal>
    </Stack>
  );
}
