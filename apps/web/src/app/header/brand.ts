// The brand shown in the header, the footer and the browser's title: a branded site's own, else
// the landed rep's or group's, else the store's; the site's contact fills what the party lacks.
import { useTranslation } from 'react-i18next';
import { useDefaultInfo } from '../../features/landing/api/get-default-info';
import { usePartyLandingPageInfo } from '../../features/landing/api/get-party-landing-page-info';
import { useSession } from '../../shared/session/session-store';

export function useBrand() {
  const { t } = useTranslation();
  const site = useDefaultInfo().data?.site;
  const session = useSession();
  const party = usePartyLandingPageInfo(session).data;
  // A branded site (Elevate) is the association's store: its own name, logo and contact lead; the
  // group it enrolls (landed as the party) shows in the page and in About.
  const shown = site && !site.is_default ? undefined : party;
  const brand = site && {
    name: shown?.display_name || site.site_name,
    logo: shown ? shown.logo : site.logo,
    logoAlt: shown
      ? t('app.party_logo_alt', { name: shown.display_name })
      : t('app.logo_alt', { name: site.site_name }),
    tagline: shown?.tagline || site.tagline,
    email: shown?.display_email || site.display_email,
    phone: shown?.display_phone || site.display_phone,
  };
  return { site, party, brand };
}
