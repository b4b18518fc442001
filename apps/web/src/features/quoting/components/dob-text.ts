// The mm/dd/yyyy keystroke rules of spec 000 section 5: 10 characters, month up to 12, day up to 31,
// slashes inserted as the digits are typed.

const format = (digits: string, closeSegment: boolean) => {
  const month = digits.slice(0, 2);
  const day = digits.slice(2, 4);
  const year = digits.slice(4, 8);
  let text = month;
  if (day || (closeSegment && month.length === 2)) text += `/${day}`;
  if (year || (closeSegment && day.length === 2)) text += `/${year}`;
  return text;
};

/** The text a date field shows after a keystroke turns `previous` into `typed`. */
export function typeDob(previous: string, typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const month = Number(digits.slice(0, 2));
  const day = Number(digits.slice(2, 4));
  if (digits.length >= 2 && month > 12) return previous;
  if (digits.length >= 4 && day > 31) return previous;
  // Growing text gets the next slash at once; deleting leaves no dangling slash to delete again.
  return format(digits, typed.length > previous.length);
}
