import type { RuleSeverity } from '@norsecraft/shared';
import { t } from '../i18n';

/** A rule's severity as the page's language names it ('Critical', 'Allvarlig'). */
export const severityLabel = (severity: RuleSeverity): string => t(`rules.${severity}`);
