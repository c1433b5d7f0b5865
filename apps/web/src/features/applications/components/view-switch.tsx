import { SegmentedControl } from '@mantine/core';

/** The per-job page's List | Board switch (`?view=board`, issue 27): in the URL, so reloads and links keep it. */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: 'list' | 'board';
  onChange: (view: 'list' | 'board') => void;
}) {
  return (
    <SegmentedControl
      aria-label="View"
      data={[
        { value: 'list', label: 'List' },
        { value: 'board', label: 'Board' },
      ]}
      value={value}
      onChange={(v) => onChange(v === 'board' ? 'board' : 'list')}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
