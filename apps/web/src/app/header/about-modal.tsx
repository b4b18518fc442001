// The About modal of the header (spec 000 section 2): the landed rep's or group's bio, from
// every page. It loads after the shell, with the other floating elements.
import { Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartyAboutPageInfo } from '../../features/landing/api/get-party-about-page-info';
import { useAboutParty } from './header-parts';

interface AboutModalProps {
  opened: boolean;
  onClose: () => void;
  returnFocus: boolean;
}

export function AboutModal({ opened, onClose, returnFocus }: AboutModalProps) {
  const { t } = useTranslation();
  const party = useAboutParty();
  const about = usePartyAboutPageInfo(party?.type ?? 'agent', party?.id ?? '', opened && party !== null);
  return (
    <Modal
      opened={opened && party !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      title={about.data?.display_about_name || t('header.about')}
      closeButtonProps={{ 'aria-label': t('access.close') }}
    >
      {about.isPending ? <Loader role="status" aria-label={t('app.loading')} /> : <Text>{about.data?.about}</Text>}
    </Modal>
  );
}
