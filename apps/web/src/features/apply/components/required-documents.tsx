import { Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FILE_LIMITS } from '@portal/shared/constants';
import { FileDropZone } from '../../../components/file-drop-zone';
import { pdfMessages } from '../lib/pdf-messages';
import { useT } from '../../../i18n/i18n';
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
  const t = useT();
  if (items.length === 0) return null;
  const values = form.getValues();
  const docOptions = [
    { value: '', label: t('Not now') },
    ...(docs.cert
      ? [{ value: 'cert', label: t('My certificates ({file})', { file: docs.cert.file_name }) }]
      : []),
    ...(docs.other
      ? [{ value: 'other', label: t('My reference letters ({file})', { file: docs.other.file_name }) }]
      : []),
    { value: 'upload', label: t('Upload a PDF') },
  ];
  return (
    <>
      <Text fw={600}>{t('Documents the employer asks for')}</Text>
      {items.map((item) => (
        <Stack key={item} gap="xs">
          <Select
            label={<span dir="auto">{item}</span>}
            data={docOptions}
            value={values.items[item] ?? ''}
            onChange={(v) => form.setFieldValue(`items.${item}`, v ?? '')}
            allowDeselect={false}
          />
          {values.items[item] === 'upload' && (
            <FileDropZone
              label={t('{item} file', { item })}
              limit={FILE_LIMITS.document}
              messages={pdfMessages(t)}
              required
              {...form.getInputProps(`uploads.${item}`)}
            />
          )}
        </Stack>
      ))}
    </>
  );
}
