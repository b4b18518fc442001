// The enrollment wizard (/enrollment/{step}, /{landingUrl}/enrollment/{step}; spec 001 section 2):
// the progress of the enrollment's steps (its required dynamic tabs, in order), the step's form,
// Cancel Enrollment and Save & Continue Later (hidden for the usag site redirection). Next goes to
// the step after, or back to review with the return marker; Back, shown on the personal, contact,
// employer, beneficiary, dependent and agreement steps only when arriving from review (decided here
// for every step), goes to the step before, the cart from the first. A step the enrollment does not
// ask says so, with a way back and a way on (decision 0042).
// Each step's form is kept as a PNG when it is done; a signed-in rep or group administrator may send
// the agreement and billing steps to the client (decision 0026).
import '../step-words';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { isHandoffTab } from '@benefit-store/contract/members';
import { stepAround, wizardSteps } from '@benefit-store/contract/wizard-steps';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuthSession } from '../../../shared/api/auth-session';
import type { ApiError } from '../../../shared/api/client';
import { notFoundPath } from '../../../shared/not-found';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { postScreenshot, useDynamicTabs } from '../api/wizard-calls';
import { CancelEnrollment } from '../components/cancel-enrollment';
import { SaveForLater } from '../components/save-for-later';
import { WizardProgress } from '../components/wizard-progress';
import { pngOf } from '../form-png';
import { SendToClient } from '../handoff/send-to-client';
import { ReviewStep } from '../review/review-step';
import { placePath, showsBack, tabOfStep, underLanding } from '../step-paths';
import { AgreementStepLoaded } from '../steps/agreement/agreement-step-loaded';
import { BeneficiaryStepLoaded } from '../steps/beneficiaries/beneficiary-step-loaded';
import { BillingStepLoaded } from '../steps/billing/billing-step-loaded';
import { ContactStepLoaded } from '../steps/contact/contact-step-loaded';
import { DependentStepLoaded } from '../steps/dependents/dependent-step-loaded';
import { EmployerStepLoaded } from '../steps/employer/employer-step-loaded';
import { HealthStepLoaded } from '../steps/health/health-step-loaded';
import { PersonalStepLoaded } from '../steps/personal/personal-step-loaded';
import type { StepFrameProps } from '../steps/step-frame';

const stepForms: Record<TabName, (props: StepFrameProps) => React.ReactNode> = {
  primary_info: PersonalStepLoaded,
  contact_info: ContactStepLoaded,
  employer_info: EmployerStepLoaded,
  beneficiary_info: BeneficiaryStepLoaded,
  primary_health_info: HealthStepLoaded,
  dependent_info: DependentStepLoaded,
  review_info: ReviewStep,
  agreement_info: AgreementStepLoaded,
  billing_info: BillingStepLoaded,
};

/**
 * A step the enrollment does not ask (an address typed, or Edit Details of a section it leaves
 * out): the note, and a way on. Reached from review, back to review; otherwise Back to the cart and
 * Next to the first step.
 */
function NotAsked({ toReview, onBack, onNext }: { toReview: boolean; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('wizard.not_asked')}</Text>
      {toReview ? (
        <Button onClick={onNext}>{t('wizard.back_to_review')}</Button>
      ) : (
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('wizard.back')}
          </Button>
          <Button onClick={onNext}>{t('wizard.next')}</Button>
        </Group>
      )}
    </Stack>
  );
}

function Wizard({ enrollmentId, tab, landing }: { enrollmentId: string; tab: TabName; landing: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useDynamicTabs(enrollmentId);
  const navto = useSession((state) => state.navto);
  const redirection = useSession((state) => state.redirectionType);
  const setSession = useSession((state) => state.set);
  const staff = useAuthSession().data?.signed_in === true;
  const readForm = useRef<() => Record<string, unknown>>(() => ({}));
  const showStepErrors = useRef<(error: ApiError) => void>(() => undefined);
  const stepRef = useRef<HTMLDivElement>(null);
  if (tabs.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
  if (tabs.isError) return <Alert color="red">{tabs.error.message}</Alert>;
  const steps = wizardSteps(tabs.data.result);
  const around = stepAround(steps, tab, navto !== null);
  const StepForm = stepForms[tab];
  const onDone = () => {
    // The step's form as it was sent, kept with the enrollment (copied now, before the page moves on).
    if (stepRef.current) void pngOf(stepRef.current).then((png) => postScreenshot(enrollmentId, tab, png));
    if (navto !== null) setSession({ navto: null });
    // After the last step, review (where the enrollment is completed) when the enrollment asks it.
    const next = around.next ?? (steps.includes('review_info') && tab !== 'review_info' ? 'review_info' : undefined);
    if (next) void navigate(placePath(next, landing));
  };
  return (
    <Stack gap="lg">
      <WizardProgress steps={steps} current={tab} />
      <Title order={1}>{t(`wizard.step_${tab}`)}</Title>
      {around.position === 0 ? (
        <NotAsked
          toReview={navto !== null && steps.includes('review_info')}
          onBack={() => void navigate(placePath('cart', landing))}
          onNext={onDone}
        />
      ) : (
        <div ref={stepRef}>
          <StepForm
            key={tab}
            enrollmentId={enrollmentId}
            onBack={
              showsBack(tab, navto !== null) ? () => void navigate(placePath(around.previous, landing)) : undefined
            }
            onDone={onDone}
            registerForm={(read, showErrors) => {
              readForm.current = read;
              showStepErrors.current = showErrors ?? (() => undefined);
            }}
          />
        </div>
      )}
      <Group>
        <CancelEnrollment plansPath={underLanding(landing, '/plans')} />
        {redirection !== 'usag' && (
          <SaveForLater
            enrollmentId={enrollmentId}
            tab={tab}
            // A step not asked has no form: nothing of it is saved.
            formData={() => (around.position === 0 ? undefined : readForm.current())}
            onStepErrors={(error) => showStepErrors.current(error)}
            homePath={underLanding(landing, '/')}
          />
        )}
        {staff && isHandoffTab(tab) && <SendToClient enrollmentId={enrollmentId} />}
      </Group>
    </Stack>
  );
}

export default function WizardPage() {
  const { t } = useTranslation();
  const { step, landing } = useParams();
  const tab = tabOfStep(step);
  const tempId = useSession((state) => state.tempId);
  usePageTitle(tab ? t(`wizard.step_${tab}`) : null);
  if (tab === undefined) return <Navigate to={notFoundPath} replace />;
  return (
    <Stack py="lg" gap="md">
      {tempId === null ? (
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t(`wizard.step_${tab}`)}</Title>
          <Text>{t('wizard.no_enrollment')}</Text>
          <Button component="a" href={underLanding(landing, '/plans')}>
            {t('wizard.go_to_plans')}
          </Button>
        </Stack>
      ) : (
        <Wizard enrollmentId={tempId} tab={tab} landing={landing} />
      )}
    </Stack>
  );
}
