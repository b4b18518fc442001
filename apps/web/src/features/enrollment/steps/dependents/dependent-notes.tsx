// The dependent step's notes under the list: a spouse the quote priced after a No, the premier
// plan's one-child rule, the IHA plan's maximum and the Member + Children tier's minimum.
import type { DependentPlans, DependentTier } from '@benefit-store/contract/enrollment-dependents';
import { msg } from '@benefit-store/contract/messages/en';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { underLanding } from '../../step-paths';

interface Props {
  tier: DependentTier;
  plans: DependentPlans;
  spouseNeededAfterNo: boolean;
  /** The list's problem by the tier's counts, if any. */
  listProblem: string | undefined;
  listed: number;
}

export function DependentNotes({ tier, plans, spouseNeededAfterNo, listProblem, listed }: Props) {
  const { t } = useTranslation();
  const { landing } = useParams();
  const premierMessage =
    plans.premier && listProblem === msg('wizard.l713_one_child')
      ? { color: 'red', key: msg('wizard.l713_one_child') }
      : plans.premier && listProblem === undefined && listed > 0
        ? { color: 'teal', key: msg('wizard.l713_proceed') }
        : undefined;
  const ihaKey =
    plans.iha && tier !== 'IO' && tier !== 'IS'
      ? tier === 'IF'
        ? msg('wizard.iha_family_max')
        : msg('wizard.iha_children_max')
      : undefined;
  return (
    <>
      {spouseNeededAfterNo && (
        <Alert color="yellow" role="status" aria-live="polite">
          <Text>{t(msg('wizard.family_spouse_priced'))}</Text>
          <Anchor component={Link} to={underLanding(landing, '/plans')}>
            {t('dependent.change_coverage')}
          </Anchor>
        </Alert>
      )}
      {premierMessage && (
        <Alert color={premierMessage.color} role="status" aria-live="polite">
          {t(premierMessage.key)}
        </Alert>
      )}
      {ihaKey && <Text size="sm">{t(ihaKey)}</Text>}
      {tier === 'IC3' && <Text size="sm">{t(msg('wizard.ic3_children_min'))}</Text>}
    </>
  );
}
