// A day (`YYYY-MM-DD`) as people read it in the page's language: "July 1, 2026", "1 de julio de 2026".
import { useTranslation } from 'react-i18next';

export function useFormatDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (day: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    return match ? format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : day;
  };
}
