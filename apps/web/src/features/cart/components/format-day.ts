// A wire day (YYYY-MM-DD) as people read it in the page's language: "January 1, 2027".
import { useTranslation } from 'react-i18next';

const locales: Record<string, string> = { en: 'en-US', es: 'es-US' };

export function useFormatDay() {
  const { i18n } = useTranslation();
  // The day is a calendar day, not an instant: formatted in UTC so no time zone shifts it.
  const format = new Intl.DateTimeFormat(locales[i18n.language] ?? 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? format.format(new Date(`${day}T00:00:00Z`)) : day);
}
