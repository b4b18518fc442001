// The dashboards' menu, loaded on the first press of its button (dashboard-links.tsx): it opens as
// it arrives, and from then on opens and closes as any menu.
import { Button, Menu } from '@mantine/core';

export interface DashboardLink {
  key: string;
  url: string;
  label: string;
}

export function DashboardMenu({ label, links }: { label: string; links: DashboardLink[] }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button size="xs" variant="default">
          {label}
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
