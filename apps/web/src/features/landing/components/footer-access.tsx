// The footer's Rep Access Code and Employee Enrollment modals. Their forms carry the contract's
// rules (zod), so the footer loads this file lazily, after the first download.
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmployeeEnrollment } from './employee-enrollment';
import { RepAccess } from './rep-access';

export type FooterModal = 'rep' | 'employee';

export default function FooterModals({ opened, onClose }: { opened: FooterModal | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        opened={opened === 'rep'}
        onClose={onClose}
        title={t('access.rep_code')}
        closeButtonProps={{ 'aria-label': t('access.close') }}
      >
        <RepAccess onDone={onClose} />
      </Modal>
      <Modal
        opened={opened === 'employee'}
        onClose={onClose}
        title={t('access.employee_enrollment')}
        closeButtonProps={{ 'aria-label': t('access.close') }}
      >
        <EmployeeEnrollment onDone={onClose} />
      </Modal>
    </>
  );
}
