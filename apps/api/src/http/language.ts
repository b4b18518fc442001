// The caller's language: the one the person chose on the page (the web app's header, else its
// cookie), else the first of en / es named by Accept-Language, else English (decision 0044).
import { type Language, languageCookie, languageHeader, languages } from '@benefit-store/contract/messages/translate';
import type { FastifyRequest } from 'fastify';
import type {} from './fastify-types';

const isLanguage = (tag: unknown): tag is Language => languages.some((language) => language === tag);

export function languageOf(req: FastifyRequest): Language {
  const chosen = req.headers[languageHeader];
  if (isLanguage(chosen)) return chosen;
  const kept = req.cookies?.[languageCookie];
  if (isLanguage(kept)) return kept;
  const header = req.headers['accept-language'];
  if (typeof header !== 'string' || header.length > 500) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { primary: range.split('-')[0]?.toLowerCase() ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}
