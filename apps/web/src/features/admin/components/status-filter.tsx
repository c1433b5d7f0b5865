import { NativeSelect, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Which part of a queue to show: segments where they fit, a select on a phone (four segments of two words
 * are wider than 390 px, and the last would be cut off; issue 25, point 6).
 */
export function StatusFilter<T extends string>({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
}) {
  const phone = useMediaQuery('(max-width: 40em)');
  return phone ? (
    <NativeSelect
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as T)}
      data={data}
    />
  ) : (
    <SegmentedControl aria-label={label} value={value} onChange={(v) => onChange(v as T)} data={data} />
  );
}
