// Up to two treatment detail blocks of a health answer: dates of treatment, reason, recovery, physician.
import { Button, Fieldset, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TreatmentDraft {
  dot_from: string;
  dot_to: string;
  reason_for_condition: string;
  degree_of_recovery: string;
  physician_name_address: string;
}
export const emptyTreatment: TreatmentDraft = {
  dot_from: '',
  dot_to: '',
  reason_for_condition: '',
  degree_of_recovery: '',
  physician_name_address: '',
};
export const maxTreatments = 2;

const fields = [
  { name: 'dot_from', label: 'health.dot_from', date: true },
  { name: 'dot_to', label: 'health.dot_to', date: true },
  { name: 'reason_for_condition', label: 'health.reason', date: false },
  { name: 'degree_of_recovery', label: 'health.recovery', date: false },
  { name: 'physician_name_address', label: 'health.physician', date: false },
] as const;

export function TreatmentDetails({
  value,
  onChange,
  errorOf,
}: {
  value: TreatmentDraft[];
  onChange: (details: TreatmentDraft[]) => void;
  /** The message for block `index`'s field, if its rule failed. */
  errorOf: (index: number, field: keyof TreatmentDraft) => string | undefined;
}) {
  const { t } = useTranslation();
  const update = (index: number, field: keyof TreatmentDraft, text: string) =>
    onChange(value.map((detail, at) => (at === index ? { ...detail, [field]: text } : detail)));
  return (
    <Stack gap="sm">
      {value.map((detail, index) => (
        // Blocks are positional: the first and the second treatment.
        // biome-ignore lint/suspicious/noArrayIndexKey: at most two blocks, never reordered
        <Fieldset key={index} legend={t('health.treatment', { number: index + 1 })}>
          <Stack gap="xs">
            {fields.map((field) => (
              <TextInput
                key={field.name}
                label={t(field.label)}
                value={detail[field.name]}
                maxLength={field.date ? 10 : 500}
                placeholder={field.date ? t('quote.date_placeholder') : undefined}
                inputMode={field.date ? 'numeric' : undefined}
                onChange={(event) => update(index, field.name, event.currentTarget.value)}
                error={errorOf(index, field.name)}
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
      {value.length < maxTreatments ? (
        <Button variant="subtle" w="fit-content" onClick={() => onChange([...value, emptyTreatment])}>
          {t('health.add_treatment')}
        </Button>
      ) : (
        <Button variant="subtle" w="fit-content" onClick={() => onChange(value.slice(0, 1))}>
          {t('health.remove_treatment')}
        </Button>
      )}
    </Stack>
  );
}
