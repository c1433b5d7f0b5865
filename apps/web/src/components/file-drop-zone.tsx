import { Button, Input, Text } from '@mantine/core';
import { IconFileCheck, IconUpload, IconX } from '@tabler/icons-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import {
  acceptAttribute,
  describeFileLimit,
  fileProblem,
  formatFileSize,
  type FileLimit,
  type FileProblemMessages,
} from '@portal/shared/rules/uploads';
import classes from './file-drop-zone.module.css';

/** The message at a file field when its upload or submit button is pressed with no file chosen. */
export const CHOOSE_FILE_MESSAGE = 'Choose a file to upload.';

export interface FileDropZoneProps {
  /** The field's name, e.g. 'Certificates file': the file input's accessible name. */
  label: string;
  /** The entry of FILE_LIMITS the server enforces: stated in the zone and checked on choosing. */
  limit: FileLimit;
  /** The chosen file (or one already uploaded: its name, and its size if known). */
  value?: { name: string; size?: number } | null;
  /** A file the limit allows, or null when it is removed or refused. */
  onChange: (file: File | null) => void;
  error?: ReactNode;
  /** The spec's wording for this field's refusals (default 'File type error' and the size message). */
  messages?: FileProblemMessages;
  /** Told of a refused file as well (e.g. to toast it); the zone shows the message in any case. */
  onReject?: (message: string) => void;
  /** More about the field, under its label. */
  description?: ReactNode;
  /** Said to assistive technology; the form's own check gives the message. */
  required?: boolean;
  disabled?: boolean;
  /** Offer 'Remove' once a file is chosen (default true). */
  clearable?: boolean;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** Inside the zone: what to do with no file, or the chosen file's name and size and how to change it. */
function ZoneContent({
  value,
  limit,
  hintId,
}: {
  value: FileDropZoneProps['value'];
  limit: FileLimit;
  hintId: string;
}) {
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
                <Text span c="dimmed" size="sm" fw={400}>
                  {' '}
                  ({formatFileSize(value.size)})
                </Text>
              )}
            </Text>
            <Text span display="block" size="sm">
              <span className={classes.action}>Choose another file</span> or drop it here to change it
            </Text>
          </>
        ) : (
          <Text span display="block" size="sm">
            <span className={classes.action}>Choose a file</span> or drop it here
          </Text>
        )}
        <Text span display="block" size="xs" c="dimmed" id={hintId}>
          {describeFileLimit(limit)}
        </Text>
      </span>
    </>
  );
}

/** The zone's state: the chosen or dropped file checked against the limit, a refusal, a drag over it. */
function useFileChoice({
  value,
  limit,
  messages,
  disabled,
  onChange,
  onReject,
}: Pick<FileDropZoneProps, 'value' | 'limit' | 'messages' | 'disabled' | 'onChange' | 'onReject'>) {
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // The native input keeps its file until told otherwise: empty it when the form clears the field,
  // so that the same file can be chosen again.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const choose = (file: File | undefined) => {
    if (!file || disabled) return;
    const problem = fileProblem(file, limit, messages);
    setRefusal(problem);
    if (problem) {
      if (input.current) input.current.value = '';
      onChange(null);
      onReject?.(problem);
      return;
    }
    onChange(file);
  };

  const remove = () => {
    setRefusal(null);
    onChange(null);
    input.current?.focus();
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  return { input, refusal, dragging, setDragging, choose, remove, onDragOver, onDrop };
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
      <Input.Label id={ids.label} htmlFor={id}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={ids.more} mb={4}>
          {description}
        </Input.Description>
      )}
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
      {value && clearable && !disabled && (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          mt={4}
          leftSection={<IconX size={14} />}
          onClick={remove}
          aria-label={`Remove the file: ${label}`}
        >
          Remove
        </Button>
      )}
      {message && (
        <Input.Error id={ids.error} mt={4} role="alert">
          {message}
        </Input.Error>
      )}
    </div>
  );
}
