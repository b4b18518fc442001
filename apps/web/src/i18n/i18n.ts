// i18next with English and Spanish: the app's words and the contract's messages, one
// catalogue; the choice is kept in localStorage and shown in <html lang>, and a cookie tells the
// server the page's language for the requests the app does not make itself (decision 0044).
import { en as contractEn } from '@benefit-store/contract/messages/en';
import { es as contractEs } from '@benefit-store/contract/messages/es';
import { type Language, languageCookie, languages } from '@benefit-store/contract/messages/translate';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as authEn, es as authEs } from '../features/auth/words';
import { en as cartEn, es as cartEs } from '../features/cart/words';
import { en as catalogEn, es as catalogEs } from '../features/catalog/words';
import { en as entryEn, es as entryEs } from '../features/landing/words';
import { en as pricingEn, es as pricingEs } from '../features/pricing/words';
import { en as quotingEn, es as quotingEs } from '../features/quoting/words';
import { en as underwritingEn, es as underwritingEs } from '../features/underwriting/words';
import { en } from './en';
import { es } from './es';

const storageKey = 'benefit-store-language';
const isLanguage = (value: string | null): value is Language => languages.some((language) => language === value);

/** In a browser; the server's page renderer (entry-server.tsx) sets each page's language itself. */
const inBrowser = typeof document !== 'undefined';

function initialLanguage(): Language {
  if (!inBrowser) return 'en';
  const stored = localStorage.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: {
      translation: {
        ...contractEn,
        ...en,
        ...quotingEn,
        ...catalogEn,
        ...underwritingEn,
        ...entryEn,
        ...pricingEn,
        ...authEn,
        ...cartEn,
      },
    },
    es: {
      translation: {
        ...contractEs,
        ...es,
        ...quotingEs,
        ...catalogEs,
        ...underwritingEs,
        ...entryEs,
        ...pricingEs,
        ...authEs,
        ...cartEs,
      },
    },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

/** The page's language, for the server: a page it draws and a document it sends read in it too. */
const tellServer = (language: string) => {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: at once, in every browser (the Cookie Store API is async, and not in all)
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
};

if (inBrowser) {
  document.documentElement.lang = i18n.language;
  tellServer(i18n.language);
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    localStorage.setItem(storageKey, language);
    tellServer(language);
  });
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * Words a part of the app loaded on demand brings with it (the wizard's steps, their review and
 * receipt, the hand-off; the desk and member tables, quotes, resume links): added to both languages when its module first loads, so the first
 * screen's script does not carry them.
 */
export function addWords(words: { en: Record<string, string>; es: Record<string, string> }) {
  for (const language of languages) i18n.addResourceBundle(language, 'translation', words[language], true, true);
}
