// A tier code's words (IO, IS, IC, IF), for a household's tier and for a plan's tier prices;
// a premier (L713) plan's IC tier reads 'Member + 1 Child' (spec 000 section 5).
import { tiers } from '@benefit-store/contract/quoting';
import type { TFunction } from 'i18next';

export function tierName(t: TFunction, tier: string, premier = false) {
  if (premier && tier === 'IC') return t('quote.tier_IC_premier');
  return tiers.some((code) => code === tier) ? t(`quote.tier_${tier}`) : tier;
}
