// The footer's entry points: Rep Access Code and Employee Enrollment modals, Not My Site
// (forgets every stored value) and the support request link. Loaded lazily by the layout.
import { Anchor, Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { useTicketLink } from '../api/get-ticket-link';
import { EmployeeEnrollment } from './employee-enrollment';
import { RepAccess } from './rep-access';

type Opened = 'rep' | 'employee' | null;

export default function FooterAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useSession((state) => state.clear);
  const ticket = useTicketLink().data?.link;
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  return (
    <>
      <Group gap="md" wrap="wrap">
        <Button variant="outline" onClick={() => setOpened('rep')}>
          {t('access.rep_code')}
        </Button>
        <Button variant="outline" onClick={() => setOpened('employee')}>
          {t('access.employee_enrollment')}
        </Button>
        {ticket && (
          <Anchor href={ticket} target="_blank" rel="noreferrer">
            {t('access.support_request')}
          </Anchor>
        )}
        <Anchor
          component="button"
          type="button"
          onClick={() => {
            clear();
            void navigate('/');
          }}
        >
          {t('access.not_my_site')}
        </Anchor>
      </Group>
      <Modal
        opened={opened === 'rep'}
        onClose={close}
        title={t('access.rep_code')}
        closeButtonProps={{ 'aria-label': t('access.close') }}
      >
        <RepAccess />
      </Modal>
      <Modal
        opened={opened === 'employee'}
        onClose={close}
        title={t('access.employee_enrollment')}
        closeButtonProps={{ 'aria-label': t('access.close') }}
      >
        <EmployeeEnrollment />
      </Modal>
    </>
  );
}
