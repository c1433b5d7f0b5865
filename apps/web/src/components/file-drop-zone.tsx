import { Button, Input } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { acceptAttribute } from '@portal/shared/rules/uploads';
import type { FileDropZoneProps } from './file-drop-zone-props';
import { ZoneContent } from './file-drop-zone-content';
import classes from './file-drop-zone.module.css';
import { useFileChoice } from './use-file-choice';
import { useT } from '../i18n/i18n';

/** The message at a file field when its upload or submit button is pressed with no file chosen. */
export const CHOOSE_FILE_MESSAGE = 'Choose a file to upload.';

export type { FileDropZoneProps } from './file-drop-zone-props';

/** The field's label, and what more there is to know about it (both named for the input to point at). */
function ZoneLabel({
  inputId,
  ids,
  label,
  description,
}: {
  inputId: string;
  ids: { label: string; more: string };
  label: string;
  description: ReactNode;
}) {
  return (
    <>
      <Input.Label id={ids.label} htmlFor={inputId}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={ids.more} mb={4}>
          {description}
        </Input.Description>
      )}
    </>
  );
}

/** 'Remove', named after the field for a screen reader. */
function RemoveFileButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useT();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      mt={4}
      leftSection={<IconX size={14} />}
      onClick={onRemove}
      aria-label={t('Remove the file: {label}', { label })}
    >
      {t('Remove')}
    </Button>
  );
}

/**
 * Every file field of the product (issue 25, point 5): a zone to click, tap or drop a file onto that
 * states the accepted types and the largest size (the server's FILE_LIMITS), then shows the chosen
 * file's name and size with a way to change or remove it. The real file input is inside, visually
 * hidden but focusable, named by the field's label, described by the limit and the message. Spread a
 * Mantine form field into it: `{...form.getInputProps('file')}`.
 */
export function FileDropZone({
  label,
  limit,
  value,
  onChange,
  error,
  messages,
  onReject,
  description,
  required,
  disabled,
  clearable = true,
  onFocus,
  onBlur,
}: FileDropZoneProps) {
  const id = useId();
  const { input, refusal, dragging, setDragging, choose, remove, onDragOver, onDrop } = useFileChoice({
    value,
    limit,
    messages,
    disabled,
    onChange,
    onReject,
  });

  // The latest word wins: a submit's message replaces a refusal, a refusal clears the field's message.
  const message = error || refusal;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, more: `${id}-more` };
  const describedBy = [description && ids.more, ids.hint, message && ids.error].filter(Boolean).join(' ');

  return (
    <div>
      {/* No asterisk, as every form of the product: the input says it is required. */}
      <ZoneLabel inputId={id} ids={ids} label={label} description={description} />
      <div
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-error={message ? true : undefined}
        data-disabled={disabled || undefined}
        data-filled={value ? true : undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={id}
          className={classes.input}
          type="file"
          accept={acceptAttribute(limit.types)}
          aria-labelledby={ids.label}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        {/* Clicking or tapping anywhere in the zone opens the file chooser. */}
        <label htmlFor={id} className={classes.target}>
          <ZoneContent value={value} limit={limit} hintId={ids.hint} />
        </label>
      </div>
      {value && clearable && !disabled && <RemoveFileButton label={label} onRemove={remove} />}
      {message && (
        <Input.Error id={ids.error} mt={4} role="alert">
          {message}
        </Input.Error>
      )}
    </div>
  );
}
