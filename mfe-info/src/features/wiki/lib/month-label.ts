import { monthName } from '../../../lib/month-name';

/**
 * 'YYYY-MM' as the timeline writes it ('March 2024', Swedish 'mars 2024'), the same on the
 * server and in the browser.
 */
export const monthLabel = (month: string): string => monthName(month);
