// The footer's link lists: the three columns (Brokers/Reps, Employee/Members, Employer/Groups)
// and the access page's own links with Not My Site. Each outbound target comes from the site's
// configuration (its `link_*` settings) and is left out when the site has none; the Rep Access
// Code and Employee Enrollment modals belong to the store itself, so they are always offered.
import { Anchor, Box, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FooterModal } from '../../features/landing/components/footer-access';
import type { en as entryWords } from '../../features/landing/words';
import type { en as appWords } from '../../i18n/en';
import { useSession } from '../../shared/session/session-store';

/** The site's settings by key, as `get-external-site-dynamic-information` serves them. */
export type SiteSettings = Record<string, string>;

type Word = keyof typeof appWords | keyof typeof entryWords;
type Item = { link: string; word: Word } | { modal: FooterModal; word: Word };

const link = (key: string, word: Word): Item => ({ link: key, word });

const columns: { title: Word; items: Item[] }[] = [
  {
    title: 'footer.brokers',
    items: [
      link('rep_registration', 'header.link_rep_registration'),
      link('rep_dashboard', 'header.link_rep_dashboard'),
      { modal: 'rep', word: 'access.rep_code' },
    ],
  },
  {
    title: 'footer.employees',
    items: [
      link('member_registration', 'header.link_member_registration'),
      link('member_dashboard', 'header.link_member_dashboard'),
      { modal: 'employee', word: 'access.employee_enrollment' },
    ],
  },
  {
    title: 'footer.employers',
    items: [
      link('group_application', 'footer.link_group_application'),
      link('group_quote', 'entry.get_group_quote'),
      link('group_registration', 'header.link_group_registration'),
      link('group_dashboard', 'header.link_group_dashboard'),
    ],
  },
];

// Spec 000 section 2: on the access page the footer also offers these, and Not My Site.
const accessPageItems = [
  link('group_application', 'footer.link_group_application'),
  link('rep_dashboard', 'header.link_rep_dashboard'),
  link('member_dashboard', 'header.link_member_dashboard'),
];

const shown = (items: Item[], settings: SiteSettings) =>
  items.filter((item) => 'modal' in item || settings[`link_${item.link}`]);

interface LinkListProps {
  items: Item[];
  settings: SiteSettings;
  onOpen?: (modal: FooterModal) => void;
  row?: boolean;
  children?: ReactNode;
}

function LinkList({ items, settings, onOpen, row = false, children }: LinkListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: row ? 'row' : 'column',
        flexWrap: 'wrap',
        gap: row ? 'var(--mantine-spacing-md)' : 'var(--mantine-spacing-xs)',
      }}
    >
      {items.map((item) => (
        <li key={item.word}>
          {'modal' in item ? (
            <Anchor component="button" type="button" size="sm" onClick={() => onOpen?.(item.modal)}>
              {t(item.word)}
            </Anchor>
          ) : (
            <Anchor href={settings[`link_${item.link}`]} target="_blank" rel="noreferrer" size="sm">
              {t(item.word)}
            </Anchor>
          )}
        </li>
      ))}
      {children}
    </Box>
  );
}

export function FooterColumns({ settings, onOpen }: { settings: SiteSettings; onOpen: (modal: FooterModal) => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('footer.links')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {columns.map((column) => {
          const items = shown(column.items, settings);
          return (
            items.length > 0 && (
              <Stack key={column.title} gap="xs">
                <Title order={2} size="h5">
                  {t(column.title)}
                </Title>
                <LinkList items={items} settings={settings} onOpen={onOpen} />
              </Stack>
            )
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

/** Only on the access page: its links, and Not My Site, which forgets every stored value. */
export function AccessPageLinks({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useSession((state) => state.clear);
  return (
    <Box component="nav" aria-label={t('footer.access_links')}>
      <LinkList items={shown(accessPageItems, settings)} settings={settings} row>
        <li>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              clear();
              void navigate('/');
            }}
          >
            {t('access.not_my_site')}
          </Anchor>
        </li>
      </LinkList>
    </Box>
  );
}
