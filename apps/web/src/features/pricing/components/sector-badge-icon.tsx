import { IconBeach, IconBuilding } from '@tabler/icons-react';
import type { PlanSector } from '@portal/shared/pricing';
import { ThemeIcon } from '../../../components/plain/theme-icon';

export function SectorBadgeIcon({ sector }: { sector: PlanSector }) {
  return (
    <ThemeIcon variant="light" color={sector === 'tourism' ? 'teal' : 'cyan'} size={44} radius="md">
      {sector === 'tourism' ? <IconBeach size={24} /> : <IconBuilding size={24} />}
    </ThemeIcon>
  );
}
