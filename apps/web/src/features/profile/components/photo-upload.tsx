import { Avatar, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '../../../lib/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FILE_LIMITS } from '@portal/shared/constants';
import { replaceProfilePicture } from '@portal/shared/endpoints/seekers';
import { FileDropZone } from '../../../components/file-drop-zone';
import { call } from '../../../lib/api-client';
import { useProtectedFileUrl } from '../../../lib/download';
import { apiPath, useInvalidateSeeker } from '../../../lib/seeker-profile';
import { shrinkImage } from '../../../lib/shrink-image';
import { useSeekerT } from '../../../i18n/seeker-texts';

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
  const st = useSeekerT();
  const stored = useProtectedFileUrl(picture ? apiPath(picture) : null);
  const invalidate = useInvalidateSeeker();
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('picture', file);
      return call(replaceProfilePicture, { params: { id: profileId }, body, methodOverride: true });
    },
    onSuccess: async (r) => {
      notifications.show({ color: 'teal', message: r.message });
      await invalidate();
    },
    onError: () => {
      setPreview(null);
      setChosen(null);
    },
  });

  // The drop zone has refused any other type or size (SPEC §8 'File type error', the size message).
  const choose = async (file: File | null) => {
    setChosen(file);
    if (!file) return;
    setPreparing(true);
    const small = await shrinkImage(file).finally(() => setPreparing(false));
    setPreview(URL.createObjectURL(small));
    upload.mutate(small);
  };

  return (
    <Stack gap={6} align="center">
      <Avatar
        src={preview ?? stored.url}
        alt={st('Photo of {name}', { name })}
        size={112}
        radius={112}
        name={name}
        color="initials"
        // The initials drawn from the name are the name's, not interface text.
        translate="no"
      />
      <div style={{ width: '100%' }}>
        <FileDropZone
          label={st(picture || preview ? 'Change photo' : 'Upload photo')}
          limit={FILE_LIMITS.picture}
          value={chosen}
          onChange={(file) => void choose(file)}
          clearable={false}
          disabled={preparing || upload.isPending}
        />
        {(preparing || upload.isPending) && (
          <Group gap={6} mt={4} role="status">
            <Loader size="xs" />
            <Text size="sm">{st('Uploading…')}</Text>
          </Group>
        )}
      </div>
    </Stack>
  );
}
