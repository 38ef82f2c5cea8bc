import type { IconName } from '../../components/icon';

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export const FEATURES: Feature[] = [
  {
    icon: 'rune',
    title: 'Norse Mythology',
    description:
      'Explore the nine realms, from the frozen wastes of Niflheim to the golden halls of Asgard, each with its own creatures and lore.',
  },
  {
    icon: 'swords',
    title: 'Epic Battles',
    description:
      'Fight jötnar, draugr and the serpent of Midgard in raids built for shieldwalls of friends.',
  },
  {
    icon: 'people',
    title: 'Active Community',
    description:
      'Join a friendly crew of builders, raiders and traders with events every week and staff who listen.',
  },
  {
    icon: 'scroll',
    title: 'Custom Quests',
    description:
      'Follow hand-written quest lines with their own rewards, from fishing trips to hunting Fenrir.',
  },
];

export interface Spec {
  label: string;
  value: string;
  detail: string;
}

export const SPECS: Spec[] = [
  { label: 'CPU', value: 'AMD Ryzen 9 7950X', detail: '16 cores at up to 5.7 GHz' },
  { label: 'RAM', value: '64 GB DDR5', detail: 'Plenty of room for every realm' },
  { label: 'Storage', value: '2 TB NVMe SSD', detail: 'Fast chunk loading, daily backups' },
  { label: 'Anti-lag', value: 'Tuned server core', detail: 'Entity limits and async chunk saving' },
];

/** Clicks on the logo that reveal the easter egg. */
export const EASTER_EGG_CLICKS = 10;
/** How long the "copied" confirmation stays, in ms. */
export const COPY_TOAST_MS = 7000;
