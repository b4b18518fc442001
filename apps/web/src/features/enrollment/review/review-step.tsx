// The review step (spec 001, Review and Confirm; sections 3, 4, 8): a card per section (Personal,
// Contact, Employer, Beneficiary, Health, Dependent and Billing when their tab is required;
// Agreement & Signature always), numbered in that order, each with View Details (read-only, with
// Edit Details, which sets the return marker and opens the step); the order summary; additional
// notes; the text-message option (text-option.tsx), which sends the client the link to sign instead
// of completing; Back and Complete Enrollment. A step still to do is named with a way to it; any
// other failure opens the spec's error modal with Save & Continue Later.
import '../step-words';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { wizardSteps } from '@benefit-store/contract/wizard-steps';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { CartChangesNotice } from '../../../shared/ui/cart-changes-notice';
import { useFormatDay } from '../../../shared/ui/format-day';
import { useFormatMoney } from '../../../shared/ui/format-money';
import { useDynamicTabs } from '../api/wizard-calls';
import { SaveForLater } from '../components/save-for-later';
import { stepPath, underLanding } from '../step-paths';
import { StepActions, type StepFrameProps } from '../steps/step-frame';
import { type TempInfoColumn, useReviewCart, useTempInfo } from './api/review-calls';
import { SectionDetails } from './section-details';
import { TextOptionBox, useTextOption } from './text-option';
import { useReviewComplete } from './use-review-complete';

/** The review's sections in the spec's order, with the saved column each reads. */
const sections = [
  ['primary_info', 'primary_info'],
  ['contact_info', 'contact_info'],
  ['employer_info', 'employer_info'],
  ['beneficiary_info', 'benificiary_info'],
  ['primary_health_info', 'health_info'],
  ['dependent_info', 'dependent_info'],
  ['billing_info', 'payment_info'],
  ['agreement_info', 'aggrement_info'],
] as const satisfies readonly (readonly [Exclude<TabName, 'review_info'>, TempInfoColumn])[];

type Section = (typeof sections)[number];

function SectionCard({
  enrollmentId,
  section,
  n,
  onEdit,
}: {
  enrollmentId: string;
  section: Section;
  n: number;
  onEdit: (tab: TabName) => void;
}) {
  const { t } = useTranslation();
  const [tab, column] = section;
  const saved = useTempInfo(enrollmentId, column);
  const [open, setOpen] = useState(false);
  const title = t(`review.card_${tab}`);
  const value = saved.data?.result;
  // A saved step answers an object, possibly empty (health answers are sealed whole, decision
  // 0020); an unsaved one answers null.
  const hasData = typeof value === 'object' && value !== null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`review-card-${tab}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`review-card-${tab}`}>
          {t('review.card_number', { n, title })}
        </Title>
        <Text size="sm">
          {saved.isPending ? t('review.loading') : hasData ? t('review.saved') : t('review.not_saved')}
        </Text>
        <Group>
          <Button variant="light" onClick={() => setOpen(true)} aria-label={t('review.view_details_of', { title })}>
            {t('review.view_details')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': t('review.close') }}
      >
        <Stack gap="md">
          {saved.isPending ? (
            <Loader role="status" aria-label={t('review.loading')} />
          ) : saved.isError ? (
            <Alert color="red">{saved.error.message}</Alert>
          ) : (
            <SectionDetails tab={tab} data={value} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('review.close')}
            </Button>
            <Button onClick={() => onEdit(tab)}>{t('review.edit_details')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function OrderSummary({ enrollmentId }: { enrollmentId: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const day = useFormatDay();
  const cart = useReviewCart(enrollmentId);
  const effective = useTempInfo(enrollmentId, 'effective_date');
  if (cart.isPending) return <Loader role="status" aria-label={t('review.loading')} />;
  if (cart.isError) return <Alert color="red">{cart.error.message}</Alert>;
  const date = typeof effective.data?.result === 'string' ? effective.data.result : cart.data.effective_date;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="review-order-summary">
      <Title order={2} size="h4" id="review-order-summary" mb="sm">
        {t('review.order_summary')}
      </Title>
      <Table layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('review.effective_date')}</Table.Th>
            <Table.Td ta="right">{date ? day(date) : '—'}</Table.Td>
          </Table.Tr>
          {cart.data.result.map((item) => (
            <Table.Tr key={item.plan_id}>
              <Table.Td>{item.plan_name}</Table.Td>
              <Table.Td ta="right">{t('review.per_month', { price: money(item.price) })}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{t('review.first_month')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(cart.data.initial_month_cost)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('review.recurring')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(cart.data.recurring_month_cost)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function ReviewStep({ enrollmentId, onBack, registerForm }: StepFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { landing } = useParams();
  const tabs = useDynamicTabs(enrollmentId);
  const textOption = useTextOption(enrollmentId);
  const setSession = useSession((state) => state.set);
  const formRef = useRef<HTMLDivElement>(null);
  const review = useReviewComplete({
    enrollmentId,
    registerForm,
    formRef,
    texting: (sendSms) => sendSms && textOption.offered && textOption.need === undefined,
  });
  const { notes, setNotes, sendSms, setSendSms, texting, missing, setMissing, failed, setFailed, sent, changed } =
    review;
  if (tabs.isPending) return <Loader role="status" aria-label={t('review.loading')} />;
  if (tabs.isError) return <Alert color="red">{tabs.error.message}</Alert>;

  const required = new Set(wizardSteps(tabs.data.result));
  const shown = sections.filter(([tab]) => tab === 'agreement_info' || required.has(tab));
  const edit = (tab: TabName) => {
    setSession({ navto: tab });
    void navigate(stepPath(tab, landing));
  };

  return (
    <Stack gap="lg">
      <div ref={formRef}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {shown.map((section, index) => (
              <SectionCard key={section[0]} enrollmentId={enrollmentId} section={section} n={index + 1} onEdit={edit} />
            ))}
          </SimpleGrid>
          {changed && (
            <CartChangesNotice title={t('review.changes_title')} message={changed.message} changes={changed.changes} />
          )}
          <OrderSummary enrollmentId={enrollmentId} />
          <Textarea
            label={t('review.notes')}
            value={notes}
            maxLength={4000}
            rows={4}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <TextOptionBox option={textOption} checked={sendSms} onChange={setSendSms} />
        </Stack>
      </div>
      {sent && (
        <Alert color="teal" role="status">
          {sent}
        </Alert>
      )}
      <StepActions
        problem={undefined}
        onBack={onBack}
        next={{
          label: texting ? t('review.send_text') : t('review.complete'),
          loading: review.completing,
          busyLabel: t('review.completing'),
          onClick: () => void review.submit(),
        }}
      />
      <Modal
        opened={missing !== undefined}
        onClose={() => setMissing(undefined)}
        title={t('review.missing_title')}
        closeButtonProps={{ 'aria-label': t('review.close') }}
      >
        {missing && (
          <Stack gap="md">
            <Text>{missing.message}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMissing(undefined)}>
                {t('review.close')}
              </Button>
              <Button onClick={() => edit(missing.tab)}>
                {t('review.go_to_step', { step: t(`wizard.step_${missing.tab}`) })}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={failed}
        onClose={() => setFailed(false)}
        title={t('review.error_title')}
        closeButtonProps={{ 'aria-label': t('review.close') }}
      >
        <Stack gap="md">
          <Text>{t('completion.review_failed')}</Text>
          <Group justify="flex-end">
            <SaveForLater
              enrollmentId={enrollmentId}
              tab="review_info"
              formData={review.formData}
              onStepErrors={() => undefined}
              homePath={underLanding(landing, '/')}
            />
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
