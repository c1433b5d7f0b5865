import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { CompanyLogo } from '../../../components/company-logo';
import { shrinkImage } from '../../../lib/shrink-image';
import { useUploadLogo } from '../api';

const MB = 1024 * 1024;

/**
 * The logo: JPEG, PNG or WebP up to 5 MB (the shared limit the server enforces), shrunk in the browser
 * before it is sent, shown at once while it uploads.
 */
export function LogoUpload({
  companyId,
  userId,
  logo,
  companyName,
}: {
  companyId: number;
  userId: number;
  logo: string | null;
  /** For the placeholder shown until a logo is uploaded: the one the public pages show. */
  companyName: string;
}) {
  const upload = useUploadLogo(companyId, userId);
  const [preview, setPreview] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setPreparing(true);
    const small = await shrinkImage(file).finally(() => setPreparing(false));
    setPreview(URL.createObjectURL(small));
    upload.mutate(small, {
      onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
      onError: () => setPreview(null),
    });
  };

  return (
    <Group gap="md" align="center" wrap="nowrap">
      <CompanyLogo src={preview ?? logo} name={companyName} size={88} />
      <Stack gap={6}>
        <FileButton onChange={(file) => void choose(file)} accept={FILE_LIMITS.logo.types.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={preparing || upload.isPending}
            >
              {logo || preview ? 'Change logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPEG, PNG or WebP, at most {FILE_LIMITS.logo.bytes / MB} MB.
        </Text>
      </Stack>
    </Group>
  );
}
