// Turns a message key into the words of the caller's language.
import { en, isMessageKey } from './en';
import { es } from './es';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/**
 * The language a person chose on the page, as the web app tells the API: in this header on each
 * call it makes, and in this cookie for the requests it does not make itself (a page the server
 * draws, a link the page opens). Either wins over the browser's Accept-Language (decision 0044).
 */
export const languageHeader = 'x-language';
export const languageCookie = 'benefit-store-language';

const catalogs: Record<Language, Record<string, string>> = { en, es };

/** The text of `key` in `language` with `{name}` placeholders filled; a string that is not a key is returned as it is. */
export function translate(
  language: Language,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = isMessageKey(key) ? (catalogs[language][key] ?? en[key]) : key;
  // A value that is itself a message key ("Dependent #2 {message}") is said in the same language.
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (typeof value === 'string' && isMessageKey(value)) return translate(language, value, values);
    return String(value ?? placeholder);
  });
}
