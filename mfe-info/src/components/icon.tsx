import { StrokeIcon, type ContentIcon } from '@norsecraft/shared';

/** The info pages' line icons (decorative). */
const PATHS = {
  rune: 'M12 3l6 7-6 7-6-7 6-7zM8.5 14L5 21M15.5 14L19 21',
  swords:
    'M4 4l10 10M4 4h4M4 4v4M20 4L10 14M20 4h-4M20 4v4M7 15l2 2M17 15l-2 2M6 18l-2 2M18 18l2 2',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3z',
  people:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c.5-3.5 3.2-6 6.5-6s6 2.5 6.5 6M16 4.3a3.5 3.5 0 010 6.4M18 14.5c2 .8 3.3 2.8 3.5 5.5',
  scroll: 'M7 3h11a2 2 0 012 2v2h-4M7 3a2 2 0 00-2 2v12a2 2 0 01-2 2h11a2 2 0 002-2V5M9 8h4M9 12h4',
  heart: 'M12 20s-8-4.9-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.1 12 20 12 20z',
  wind: 'M3 8h11a3 3 0 10-3-3M3 12h15a3 3 0 11-3 3M3 16h7',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8z',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16z',
  bag: 'M6 8h12l1 12H5L6 8zM9 8V6a3 3 0 016 0v2',
  compass: 'M12 21a9 9 0 100-18 9 9 0 000 18zM15.5 8.5l-2 5-5 2 2-5 5-2z',
  coins:
    'M12 10c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  mountain: 'M2 20l7-12 4 6 3-4 6 10H2z',
  hammer: 'M14 4l6 6-3 3-6-6 3-3zM12.5 8.5L4 17l3 3 8.5-8.5',
  gear: 'M12 15a3 3 0 100-6 3 3 0 000 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  tower: 'M5 21V8h2V5h3v3h4V5h3v3h2v13H5zM10 21v-4a2 2 0 014 0v4',
  handshake: 'M2 11l5-5 5 3 5-3 5 5M7 6l-2 8 5 5 2-1 2 1 5-5-2-8M9 14l3 3',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z',
  sword: 'M19 3l-9.5 9.5M19 3h-4M19 3v4M6 14l4 4M7 17l-3 3',
} as const satisfies Record<ContentIcon, string>;

export type IconName = ContentIcon;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <StrokeIcon path={PATHS[name]} width={size} />;
}
