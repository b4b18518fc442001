// The header's plan category menu, in the order the server gives (pet never shows); nothing
// at all while the menu cannot be loaded.
import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/session/session-store';
import { useMenu } from './header-queries';

/** `vertical` lists the categories one per line (the phone menu). */
export function CategoryMenu({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const categories = useMenu(session).data;
  if (!categories?.length) return null;
  const List = vertical ? Stack : Group;
  const shown = categories.filter((item) => item.category !== 'pet').sort((a, b) => a.order - b.order);
  return (
    <nav aria-label={t('header.menu')}>
      <List gap={vertical ? 'sm' : 'md'} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((item) => (
          <li key={item.category}>
            <Anchor
              component={Link}
              to={`/plans?type=${encodeURIComponent(item.category)}`}
              size="sm"
              fw={session.menuSelectedItem === item.category ? 700 : 400}
              aria-current={session.menuSelectedItem === item.category ? 'page' : undefined}
              onClick={() => session.set({ menuSelectedItem: item.category })}
            >
              {item.label}
            </Anchor>
          </li>
        ))}
      </List>
    </nav>
  );
}
