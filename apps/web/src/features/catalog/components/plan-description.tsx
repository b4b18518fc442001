// A plan's description on its detail page: body, exclusions behind a disclosure button, example
// and FAQ; the texts are catalog HTML, rendered through RichText.
import type { PlanDetail } from '@benefit-store/contract/catalog';
import { Button, Collapse, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from './rich-text';

function Exclusions({ name, html }: { name: string; html: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        w="fit-content"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'plans.hide_exclusions' : 'plans.show_exclusions', { name })}
      </Button>
      <Collapse expanded={open} id={regionId}>
        <RichText html={html} />
      </Collapse>
    </Stack>
  );
}

export function PlanDescription({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="plan-description-title" gap="md">
      <Title order={2} id="plan-description-title">
        {t('plans.description')}
      </Title>
      {plan.body_text && <RichText html={plan.body_text} />}
      {plan.exclusions_text && (
        <Exclusions name={plan.exclusions_text_name || t('plans.exclusions')} html={plan.exclusions_text} />
      )}
      {plan.example_text && (
        <Stack gap="xs">
          <Title order={3}>{plan.example_text_name || t('plans.example')}</Title>
          <RichText html={plan.example_text} />
        </Stack>
      )}
      {plan.faq_text && (
        <Stack gap="xs">
          <Title order={3}>{plan.faq_text_name || t('plans.faq')}</Title>
          <RichText html={plan.faq_text} />
        </Stack>
      )}
    </Stack>
  );
}
