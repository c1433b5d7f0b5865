import { Text } from '@mantine/core';
import { IconFileCheck, IconUpload } from '@tabler/icons-react';
import {
  describeFileLimit,
  fileTypeNames,
  formatFileSize,
  formatSizeLimit,
  type FileLimit,
} from '@portal/shared/rules/uploads';
import { useLang, useT } from '../i18n/i18n';
import type { FileDropZoneProps } from './file-drop-zone-props';
import classes from './file-drop-zone.module.css';

/** Inside the zone: what to do with no file, or the chosen file's name and size and how to change it. */
export function ZoneContent({
  value,
  limit,
  hintId,
}: {
  value: FileDropZoneProps['value'];
  limit: FileLimit;
  hintId: string;
}) {
  const t = useT();
  const { lang } = useLang();
  return (
    <>
      {value ? (
        <IconFileCheck size={28} color="var(--mantine-color-teal-9)" aria-hidden style={{ flexShrink: 0 }} />
      ) : (
        <IconUpload size={28} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
      )}
      <span style={{ minWidth: 0 }}>
        {value ? (
          <>
            <Text span display="block" fw={600} size="sm" className={classes.name} data-testid="chosen-file">
              <span>{value.name}</span>
              {value.size !== undefined && (
                <Text span c="dimmed" size="sm" fw={400} translate="no">
                  {' '}
                  ({formatFileSize(value.size)})
                </Text>
              )}
            </Text>
            <Text span display="block" size="sm">
              <span className={classes.action}>{t('Choose another file')}</span>{' '}
              {t('or drop it here to change it')}
            </Text>
          </>
        ) : (
          <Text span display="block" size="sm">
            <span className={classes.action}>{t('Choose a file')}</span> {t('or drop it here')}
          </Text>
        )}
        <Text span display="block" size="xs" c="dimmed" id={hintId}>
          {/* 'PDF, at most 10 MB'; in Dhivehi the types and the size stay as they are, each isolated. */}
          {lang === 'dv' ? (
            <>
              <bdi translate="no">{fileTypeNames(limit.types)}</bdi>، {t('at most')}{' '}
              <bdi translate="no">{formatSizeLimit(limit.bytes)}</bdi>
            </>
          ) : (
            describeFileLimit(limit)
          )}
        </Text>
      </span>
    </>
  );
}
