import { Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FILE_LIMITS } from '@portal/shared/constants';
import { FileDropZone } from '../../../components/file-drop-zone';
import { PDF_MESSAGES } from '../lib/pdf-messages';
import type { ApplyValues, ProfileDocuments } from '../lib/use-apply-form';

/**
 * The documents the employer asks for: for each, one of the profile's documents, a PDF uploaded now
 * (its drop zone then appears) or none for now.
 */
export function RequiredDocuments({
  form,
  items,
  docs,
}: {
  form: UseFormReturnType<ApplyValues>;
  items: string[];
  docs: ProfileDocuments;
}) {
  if (items.length === 0) return null;
  const values = form.getValues();
  const docOptions = [
    { value: '', label: 'Not now' },
    ...(docs.cert ? [{ value: 'cert', label: `My certificates (${docs.cert.file_name})` }] : []),
    ...(docs.other ? [{ value: 'other', label: `My reference letters (${docs.other.file_name})` }] : []),
    { value: 'upload', label: 'Upload a PDF' },
  ];
  return (
    <>
      <Text fw={600}>Documents the employer asks for</Text>
      {items.map((item) => (
        <Stack key={item} gap="xs">
          <Select
            label={item}
            data={docOptions}
            value={values.items[item] ?? ''}
            onChange={(v) => form.setFieldValue(`items.${item}`, v ?? '')}
            allowDeselect={false}
          />
          {values.items[item] === 'upload' && (
            <FileDropZone
              label={`${item} file`}
              limit={FILE_LIMITS.document}
              messages={PDF_MESSAGES}
              required
              {...form.getInputProps(`uploads.${item}`)}
            />
          )}
        </Stack>
      ))}
    </>
  );
}
