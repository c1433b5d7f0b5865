import { IconBeach, IconBuilding, IconBuildingBank } from '@tabler/icons-react';

/** The icon of a company's sector: tourism → beach, government → bank building, anything else → building. */
export function SectorIcon({ sector, size = 18 }: { sector: string | null | undefined; size?: number }) {
  const value = (sector ?? '').toLowerCase();
  if (value.includes('tourism') || value.includes('resort')) return <IconBeach size={size} />;
  if (value.includes('government') || value.includes('civil')) return <IconBuildingBank size={size} />;
  return <IconBuilding size={size} />;
}
