import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { api } from '../../../lib/api-client';
import { useProtectedFileUrl } from '../../../lib/download';
import { apiPath, useInvalidateSeeker } from '../../../lib/seeker-profile';
import type { ProfilePictureResponse } from '../../../lib/seeker-responses';
import { shrinkImage } from '../../../lib/shrink-image';

const MB = 1024 * 1024;

/**
 * The profile photo (SPEC §5 Profile photo): one file, sent as an update by method override, shown at
 * once while it uploads. Shrunk in the browser first (lib/shrink-image.ts); the photo itself is served
 * only with the token.
 */
export function PhotoUpload({
  profileId,
  name,
  picture,
}: {
  profileId: number;
  name: string;
  picture: string | null;
}) {
  const stored = useProtectedFileUrl(picture ? apiPath(picture) : null);
  const invalidate = useInvalidateSeeker();
  const [preview, setPreview] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('_method', 'put');
      body.append('picture', file);
      return api<ProfilePictureResponse>(`user/profileImg/${profileId}`, { body });
    },
    onSuccess: async (r) => {
      notifications.show({ color: 'teal', message: r.message });
      await invalidate();
    },
    onError: () => setPreview(null),
  });

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!(FILE_LIMITS.picture.types as readonly string[]).includes(file.type)) {
      notifications.show({ color: 'red', message: MESSAGES.uploadType });
      return;
    }
    if (file.size > FILE_LIMITS.picture.bytes) {
      notifications.show({ color: 'red', message: MESSAGES.uploadTooLarge });
      return;
    }
    setPreparing(true);
    const small = await shrinkImage(file).finally(() => setPreparing(false));
    setPreview(URL.createObjectURL(small));
    upload.mutate(small);
  };

  return (
    <Stack gap={6} align="center">
      <Avatar
        src={preview ?? stored.url}
        alt={`Photo of ${name}`}
        size={112}
        radius={112}
        name={name}
        color="initials"
      />
      <FileButton onChange={(file) => void choose(file)} accept={FILE_LIMITS.picture.types.join(',')}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconCamera size={14} />}
            loading={preparing || upload.isPending}
          >
            {picture || preview ? 'Change photo' : 'Upload photo'}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        JPEG, PNG or WebP, at most {FILE_LIMITS.picture.bytes / MB} MB.
      </Text>
    </Stack>
  );
}
