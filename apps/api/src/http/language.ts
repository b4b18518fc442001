// The caller's language: the first of en / es named by Accept-Language, else English.
import { type Language, languages } from '@benefit-store/contract/messages/translate';
import type { FastifyRequest } from 'fastify';

const isLanguage = (tag: string): tag is Language => languages.some((language) => language === tag);

export function languageOf(req: FastifyRequest): Language {
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
