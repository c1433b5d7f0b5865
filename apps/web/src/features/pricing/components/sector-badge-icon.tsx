import { Icon } from '../../../components/plain/icon';
import type { PlanSector } from '@portal/shared/pricing';
import { ThemeIcon } from '../../../components/plain/theme-icon';

export function SectorBadgeIcon({ sector }: { sector: PlanSector }) {
  return (
    <ThemeIcon variant="light" color={sector === 'tourism' ? 'teal' : 'cyan'} size={44} radius="md">
      {sector === 'tourism' ? <Icon name="beach" size={24} /> : <Icon name="building" size={24} />}
    </ThemeIcon>
  );
}
