const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM' as the timeline writes it ('March 2024'), the same on the server and in the browser. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTHS[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}
