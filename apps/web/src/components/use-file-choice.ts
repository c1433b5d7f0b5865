import { useEffect, useRef, useState, type DragEvent } from 'react';
import { fileProblem } from '@portal/shared/rules/uploads';
import type { FileDropZoneProps } from './file-drop-zone-props';

/** The zone's state: the chosen or dropped file checked against the limit, a refusal, a drag over it. */
export function useFileChoice({
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
