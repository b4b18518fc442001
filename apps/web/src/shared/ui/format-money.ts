// Money and percents as people read them in the page's language: "$1,250.00" (the wire's decimal
// strings are formatted as they are, with no float in between), "100%".
import { useTranslation } from 'react-i18next';

const locales: Record<string, string> = { en: 'en-US', es: 'es-US' };
const localeOf = (language: string) => locales[language] ?? 'en-US';

/** One formatter per language and style: making one costs more than formatting with it, and a
 *  plan listing formats its prices in every card on every drawing. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: string, style: 'currency' | 'percent') {
  const key = `${language} ${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), style === 'currency' ? { style, currency: 'USD' } : { style });
    formatters.set(key, format);
  }
  return format;
}

/** A decimal string, which Intl formats exactly. */
const isDecimal = (text: string): text is `${number}` => /^-?\d+(\.\d+)?$/.test(text);

/** Formats the wire's decimal strings ("1250.00") as dollars in the page's language. */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const format = formatter(i18n.language, 'currency');
  return (decimal: string) => (isDecimal(decimal) ? format.format(decimal) : decimal);
}

/** Formats whole percents (0 to 100) in the page's language. */
export function useFormatPercent() {
  const { i18n } = useTranslation();
  const format = formatter(i18n.language, 'percent');
  return (percent: number) => format.format(percent / 100);
}
