// The household answers a plan's price depends on, changed from its detail page: the buttons that
// open each popup (income only for a disability plan), and the popups.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '../../features/pricing/api/get-plan-pricing-detail';
import {
  DependentModal,
  IncomeModal,
  TierModal,
  TobaccoModal,
} from '../../features/quoting/components/household-modals';
import type { Popup } from './use-plan-pricing';

export function HouseholdChangeButtons({
  disability,
  onOpen,
}: {
  disability: boolean;
  onOpen: (popup: Popup) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" onClick={() => onOpen('tobacco')}>
        {t('plans.change_tobacco')}
      </Button>
      {disability && (
        <Button variant="default" size="xs" onClick={() => onOpen('income')}>
          {t('plans.change_income')}
        </Button>
      )}
      <Button variant="default" size="xs" onClick={() => onOpen('tier')}>
        {t('plans.change_tier')}
      </Button>
      <Button variant="default" size="xs" onClick={() => onOpen('dependents')}>
        {t('plans.change_dependents')}
      </Button>
    </Group>
  );
}

export function HouseholdPopups({
  popup,
  onClose,
  planId,
  result,
}: {
  popup: Popup | null;
  onClose: () => void;
  planId: string;
  result: Pricing | undefined;
}) {
  return (
    <>
      <IncomeModal
        opened={popup === 'income'}
        onClose={onClose}
        planId={planId}
        minimums={result?.ok === false ? result.minimums : undefined}
      />
      <TobaccoModal opened={popup === 'tobacco'} onClose={onClose} planId={planId} />
      <TierModal opened={popup === 'tier'} onClose={onClose} planId={planId} />
      <DependentModal opened={popup === 'dependents'} onClose={onClose} planId={planId} />
    </>
  );
}
