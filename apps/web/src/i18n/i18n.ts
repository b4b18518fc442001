// i18next with English and Spanish: the app's words and the contract's messages, one
// catalogue; the choice is kept in localStorage and shown in <html lang>.
import { en as contractEn } from '@benefit-store/contract/messages/en';
import { es as contractEs } from '@benefit-store/contract/messages/es';
import { type Language, languages } from '@benefit-store/contract/messages/translate';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';

const storageKey = 'benefit-store-language';
const isLanguage = (value: string | null): value is Language => languages.some((language) => language === value);

function initialLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...contractEn, ...en } },
    es: { translation: { ...contractEs, ...es } },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  localStorage.setItem(storageKey, language);
});

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');
