// Money and percents as people read them in the page's language: "$1,250.00" (the wire's decimal
// strings are formatted as they are, with no float in between), "100%".
import { useTranslation } from 'react-i18next';

const locales: Record<string, string> = { en: 'en-US', es: 'es-US' };
const localeOf = (language: string) => locales[language] ?? 'en-US';

/** A decimal string, which Intl formats exactly. */
const isDecimal = (text: string): text is `${number}` => /^-?\d+(\.\d+)?$/.test(text);

/** Formats the wire's decimal strings ("1250.00") as dollars in the page's language. */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(localeOf(i18n.language), { style: 'currency', currency: 'USD' });
  return (decimal: string) => (isDecimal(decimal) ? format.format(decimal) : decimal);
}

/** Formats whole percents (0 to 100) in the page's language. */
export function useFormatPercent() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(localeOf(i18n.language), { style: 'percent' });
  return (percent: number) => format.format(percent / 100);
}
