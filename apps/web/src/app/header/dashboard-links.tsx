// The dashboard-links dropdown of the plain (non-branded) store: Admin, Message center, File
// Management, the Rep, Member and Group dashboards, Ticket Management, SSO and the three
// registrations, each where the site's configuration says; nothing when it cannot be read.
import type { SiteInfo } from '@benefit-store/contract/landing-entities';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteDynamicInformation } from '../../features/landing/api/get-external-site';
import type { en } from '../../features/landing/words';

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
  if (!site.is_default || !settings) return null;
  const links = dashboardKeys.flatMap((key) => {
    const url = settings[`link_${key}`];
    return url ? [{ key, url, label: t(`header.link_${key}` satisfies LinkWord) }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default">
          {t('header.dashboards')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.key} component="a" href={link.url} target="_blank" rel="noreferrer">
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
