// The phone header's menu (a drawer): the brand's tagline and contact, About, the language
// switch, the dashboards of the plain store and the plan categories. It loads after the shell.
import type { SiteInfo } from '@benefit-store/contract/landing-entities';
import { Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useBrand } from './brand';
import { CategoryMenu } from './category-menu';
import { DashboardLinks } from './dashboard-links';
import { AboutButton, ContactLinks, LanguageSwitch } from './header-parts';

interface HeaderMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  onAbout: () => void;
  site: SiteInfo | undefined;
  brand: ReturnType<typeof useBrand>['brand'];
}

export function HeaderMenu({ id, opened, onClose, onAbout, site, brand }: HeaderMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={brand?.name ?? t('header.open_menu')}
      // The header returns focus itself: to the menu button on a close, to the new page's heading
      // after a link.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('access.close') }}
    >
      <Stack gap="md">
        {brand && (
          <>
            <Text size="sm" c="gray.8">
              {brand.tagline}
            </Text>
            <Stack gap={4} align="flex-start">
              <ContactLinks email={brand.email} phone={brand.phone} />
            </Stack>
          </>
        )}
        <Group gap="sm">
          <AboutButton onOpen={onAbout} />
          {site && <DashboardLinks site={site} />}
        </Group>
        <LanguageSwitch size="sm" />
        <CategoryMenu vertical />
      </Stack>
    </Drawer>
  );
}
