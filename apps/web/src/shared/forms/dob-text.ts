// The mm/dd/yyyy keystroke rules of spec 000 section 5: 10 characters, month up to 12, day up to 31.
// No keystroke is lost: a "/" ends a segment and pads it (7/4/1980 reads 07/04/1980), a first month
// digit above 1 or a first day digit above 3 can only start a one-digit segment, and a month or day
// out of range stays on screen, named by `dobProblem`, for the person to correct.

const lengths = [2, 2, 4] as const;
const isSeparator = (char: string) => char === '/' || char === '-' || char === '.';

/** The month, day and year segments typed, and whether the last one was closed by its length or a slash. */
function segmentsOf(typed: string): { segments: string[]; closed: boolean } {
  const segments = [''];
  let closed = false;
  for (const char of typed) {
    const at = segments.length - 1;
    const segment = segments[at] ?? '';
    const full = segment.length === lengths[at];
    if (isSeparator(char)) {
      // A slash ends the segment being typed; one right after a closed segment is the same slash.
      if (segment !== '' && !full && at < 2) {
        segments[at] = segment.padStart(2, '0');
        segments.push('');
      } else if (full && at < 2) segments.push('');
      closed = false;
      continue;
    }
    if (!/\d/.test(char)) continue;
    if (full) {
      if (at === 2) continue; // the year is whole: 10 characters
      segments.push(char);
    } else segments[at] = segment + char;
    const index = segments.length - 1;
    const now = segments[index] ?? '';
    // 2 to 9 can only be the month's, 4 to 9 the day's, single digit.
    if (now.length === 1 && ((index === 0 && char > '1') || (index === 1 && char > '3'))) segments[index] = `0${char}`;
    closed = (segments[index] ?? '').length === lengths[index] && index < 2;
  }
  return { segments, closed };
}

/** The text a date field shows after a keystroke turns `previous` into `typed`. */
export function typeDob(previous: string, typed: string): string {
  const { segments, closed } = segmentsOf(typed);
  const text = segments.join('/');
  // Growing text gets the next slash at once; deleting leaves no dangling slash to delete again.
  return closed && typed.length > previous.length ? `${text}/` : text;
}

export type DobProblem = 'quote.month_range' | 'quote.day_range';

/** What is wrong with a month or day already typed (the words key), so the field can say so. */
export function dobProblem(text: string): DobProblem | undefined {
  const [month = '', day = ''] = text.split('/');
  if (month.length === 2 && (Number(month) < 1 || Number(month) > 12)) return 'quote.month_range';
  if (day.length === 2 && (Number(day) < 1 || Number(day) > 31)) return 'quote.day_range';
  return undefined;
}
