import type { FocusEventHandler, ReactNode } from 'react';
import type { FileLimit, FileProblemMessages } from '@portal/shared/rules/uploads';

/** What a file field (FileDropZone) takes: a Mantine form field spreads into it. */
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
