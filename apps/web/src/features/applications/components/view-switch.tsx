import { SegmentedControl } from '@mantine/core';
import { useEmployerT } from '../../../i18n/employer-texts';

/** The per-job page's List | Board switch (`?view=board`, issue 27): in the URL, so reloads and links keep it. */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: 'list' | 'board';
  onChange: (view: 'list' | 'board') => void;
}) {
  const et = useEmployerT();
  return (
    <SegmentedControl
      aria-label={et('View')}
      data={[
        { value: 'list', label: et('List') },
        { value: 'board', label: et('Board') },
      ]}
      value={value}
      onChange={(v) => onChange(v === 'board' ? 'board' : 'list')}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
