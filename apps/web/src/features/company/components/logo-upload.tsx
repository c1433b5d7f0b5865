import { Group, Loader, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useEffect, useState } from 'react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { CompanyLogo } from '../../../components/company-logo';
import { FileDropZone } from '../../../components/file-drop-zone';
import { shrinkImage } from '../../../lib/shrink-image';
import { useEmployerT } from '../../../i18n/employer-texts';
import { useUploadLogo } from '../api';

/**
 * The logo: JPEG, PNG or WebP up to 5 MB (the shared limit the server enforces, stated in the drop
 * zone), shrunk in the browser before it is sent, shown at once while it uploads. There is no upload
 * button: choosing or dropping a picture sends it.
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
  const et = useEmployerT();
  const upload = useUploadLogo(companyId, userId);
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | null) => {
    setChosen(file);
    if (!file) return;
    setPreparing(true);
    const small = await shrinkImage(file).finally(() => setPreparing(false));
    setPreview(URL.createObjectURL(small));
    upload.mutate(small, {
      onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
      onError: () => {
        setPreview(null);
        setChosen(null);
      },
    });
  };
  const busy = preparing || upload.isPending;

  return (
    <Group gap="md" align="center" wrap="nowrap">
      <CompanyLogo src={preview ?? logo} name={companyName} size={88} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <FileDropZone
          label={et(logo || preview ? 'Change the logo' : 'Company logo')}
          limit={FILE_LIMITS.logo}
          value={chosen}
          onChange={(file) => void choose(file)}
          clearable={false}
          disabled={busy}
        />
        {busy && (
          <Group gap={6} mt={4} role="status">
            <Loader size="xs" />
            <Text size="sm">{et('Uploading…')}</Text>
          </Group>
        )}
      </div>
    </Group>
  );
}
