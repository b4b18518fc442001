// The dashboard-links dropdown of the plain (non-branded) store: Admin, Message center, File
// Management, the Rep, Member and Group dashboards, Ticket Management, SSO and the three
// registrations, each where the site's configuration says; nothing when it cannot be read. The
// button is drawn with the header; the menu itself (floating-element code) loads when first opened.
import type { SiteInfo } from '@benefit-store/contract/landing-entities';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteDynamicInformation } from '../../features/landing/api/get-external-site';
import type { en } from '../../features/landing/words';
import type { DashboardLink } from './dashboard-menu';

const DashboardMenu = lazy(() => import('./dashboard-menu').then((module) => ({ default: module.DashboardMenu })));

const dashboardKeys = [
  'admin',
  'message_center',
  'file_management',
  'rep_dashboard',
  'member_dashboard',
  'group_dashboard',
  'ticket_management',
  'sso',
  'rep_registration',
  'group_registration',
  'member_registration',
] as const;

type LinkWord = Extract<keyof typeof en, `header.link_${string}`>;

export function DashboardLinks({ site }: { site: SiteInfo }) {
  const { t } = useTranslation();
  const settings = useSiteDynamicInformation(site.site_domain, site.is_default).data;
  const [opened, setOpened] = useState(false);
  if (!site.is_default || !settings) return null;
  const links = dashboardKeys.flatMap((key): DashboardLink[] => {
    const url = settings[`link_${key}`];
    return url ? [{ key, url, label: t(`header.link_${key}` satisfies LinkWord) }] : [];
  });
  if (links.length === 0) return null;
  const button = (
    <Button size="xs" variant="default" aria-haspopup="menu" aria-expanded={false} onClick={() => setOpened(true)}>
      {t('header.dashboards')}
    </Button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <DashboardMenu label={t('header.dashboards')} links={links} />
    </Suspense>
  );
}
