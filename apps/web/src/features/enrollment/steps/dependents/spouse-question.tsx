// The spouse question as the dependent step shows it: the answer given with a way to change it, or
// the question with its Submit.
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PenIcon } from '../../../../shared/ui/icons';
import type { SpouseQuestion } from './use-spouse-question';

/** `open`: a dependent is being added or edited, so the answer waits. */
export function SpouseQuestionFields({ spouse, open }: { spouse: SpouseQuestion; open: boolean }) {
  const { t } = useTranslation();
  if (!spouse.question) return null;
  if (!spouse.asking)
    return (
      <Group gap="xs">
        <Text>{spouse.enrollsSpouse ? t('dependent.spouse_answer_yes') : t('dependent.spouse_answer_no')}</Text>
        <Button variant="subtle" size="compact-sm" leftSection={<PenIcon />} disabled={open} onClick={spouse.reopen}>
          {t('dependent.enroll_spouse')}
        </Button>
      </Group>
    );
  return (
    <Group align="flex-end">
      <NativeSelect
        label={t('dependent.spouse_question')}
        value={spouse.answer}
        onChange={(event) => spouse.setAnswer(event.currentTarget.value)}
        error={spouse.answerError}
        data={[
          { value: '', label: t('dependent.please_select') },
          { value: 'yes', label: t('dependent.yes') },
          { value: 'no', label: t('dependent.no') },
        ]}
      />
      <Button variant="default" onClick={spouse.answerSpouse}>
        {t('dependent.submit')}
      </Button>
    </Group>
  );
}
