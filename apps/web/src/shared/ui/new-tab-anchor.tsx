// A link that opens in a new tab and says so to screen readers ("(opens in a new tab)").
import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function NewTabAnchor({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('app.opens_in_new_tab')}</VisuallyHidden>
    </Anchor>
  );
}
