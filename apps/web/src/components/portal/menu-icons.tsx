import type { MenuKey } from '@sirkula/domain/auth/portals';
import {
  IconApi,
  IconBuilding,
  IconBuildingFactory2,
  IconCalendarEvent,
  IconChartBar,
  IconCloud,
  IconContract,
  IconFiles,
  IconHome,
  IconMapPin,
  IconReceipt,
  IconRecycle,
  IconRoute,
  IconTrash,
  IconTruck,
  IconUserCircle,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

const ICONS: Record<MenuKey, TablerIcon> = {
  home: IconHome,
  users: IconUsers,
  companies: IconBuildingFactory2,
  company: IconBuilding,
  contracts: IconContract,
  waste: IconRecycle,
  smartbins: IconTrash,
  journey: IconRoute,
  tracking: IconMapPin,
  billing: IconReceipt,
  reports: IconChartBar,
  documents: IconFiles,
  scheduler: IconCalendarEvent,
  gcs: IconCloud,
  tms: IconTruck,
  api: IconApi,
  profile: IconUserCircle,
};

/** A menu entry's icon; its name is the entry's label beside it, so the icon itself is not read out. */
export function MenuIcon({ entry }: { entry: MenuKey }) {
  const Icon = ICONS[entry];
  return <Icon size={18} stroke={1.75} aria-hidden />;
}
