import type { IconName } from '../../components/icon';

export type Severity = 'critical' | 'warning' | 'normal';

export interface Rule {
  title: string;
  description: string;
  severity: Severity;
}

export interface RuleCategory {
  title: string;
  /** The section's address within the page (/rules#gameplay). */
  anchor: string;
  icon: IconName;
  rules: Rule[];
}

export const RULE_CATEGORIES: RuleCategory[] = [
  {
    title: 'General Conduct',
    anchor: 'general-conduct',
    icon: 'handshake',
    rules: [
      {
        title: 'Respect every player',
        description: 'No harassment, hate speech, threats or discrimination, in chat or in builds.',
        severity: 'critical',
      },
      {
        title: 'No advertising',
        description: 'Do not promote other servers, services or links without staff approval.',
        severity: 'warning',
      },
      {
        title: 'Keep chat readable',
        description: 'No spam, excessive caps or flooding; use English in the global channel.',
        severity: 'normal',
      },
    ],
  },
  {
    title: 'Gameplay',
    anchor: 'gameplay',
    icon: 'swords',
    rules: [
      {
        title: 'No cheating',
        description: 'Hacked clients, X-ray, auto-clickers and duplication glitches are forbidden.',
        severity: 'critical',
      },
      {
        title: 'Report bugs, do not abuse them',
        description: 'Exploiting a bug for gain is treated like cheating; report it to staff.',
        severity: 'warning',
      },
      {
        title: 'Fair trading',
        description: 'Scamming other players in trades or the auction house is not allowed.',
        severity: 'warning',
      },
      {
        title: 'AFK farming',
        description: 'Stay near your farms only while you are actually playing.',
        severity: 'normal',
      },
    ],
  },
  {
    title: 'Building',
    anchor: 'building',
    icon: 'tower',
    rules: [
      {
        title: 'No griefing',
        description: 'Never destroy, change or steal from builds that are not yours.',
        severity: 'critical',
      },
      {
        title: 'Keep your distance',
        description: 'Build at least 50 blocks away from another player’s claim unless invited.',
        severity: 'warning',
      },
      {
        title: 'Lag-friendly builds',
        description: 'Avoid huge redstone clocks and entity farms that slow the server down.',
        severity: 'normal',
      },
    ],
  },
];

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  warning: 'Warning',
  normal: 'Normal',
};
