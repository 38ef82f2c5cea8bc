import type { RuleSeverity } from '@norsecraft/shared';

export const SEVERITY_LABELS: Record<RuleSeverity, string> = {
  critical: 'Critical',
  warning: 'Warning',
  normal: 'Normal',
};
