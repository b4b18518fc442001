// The cart (/cart and /{landing}/cart): its lines with Remove, the effective date selector, the
// costs with where each dollar goes and the notices (re-rated for the date chosen), then Proceed to
// Enrollment (to the wizard's first step), Continue Shopping and Save Cart (hidden for a resumed saved
// cart: the quotation-hidden marker); a line's Plan details opens its modal (a lazy chunk). Without a
// quote or with no lines: the empty state.

import type { CartItem } from '@benefit-store/contract/cart';
import { Alert, Button, Grid, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { checkoutRefusal, useCartCheckout } from '../../features/cart/api/cart-checkout';
import { useCartEffectiveDates } from '../../features/cart/api/get-cart-effective-dates';
import { usePlanCart } from '../../features/cart/api/get-plan-cart';
import { CartCosts, CartNotices } from '../../features/cart/components/cart-costs';
import { CartLines } from '../../features/cart/components/cart-lines';
import { EffectiveDateSelect } from '../../features/cart/components/effective-date-select';
import { ProceedToEnrollment } from '../../features/cart/components/proceed-to-enrollment';
import { SaveCartButton } from '../../features/quotes/components/save-cart-button';
import { useSession } from '../../shared/session/session-store';
import { usePageTitle } from '../../shared/ui/page-title';

const PlanDetails = lazy(() => import('./plan-details'));

/** The wizard's first step (spec 000 section 2): the landing variant names it differently. */
const firstStepOf = (landing: string | undefined) =>
  landing ? `/${encodeURIComponent(landing)}/enrollment/personal-information` : '/enrollment/personal-info';

function EmptyCart({ plansPath }: { plansPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('cart.empty_title')}
        </Title>
        <Text>{t('cart.empty_text')}</Text>
        <Button onClick={() => void navigate(plansPath)}>{t('cart.browse_plans')}</Button>
      </Stack>
    </Paper>
  );
}

export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { landing } = useParams();
  const tempId = useSession((state) => state.tempId);
  // Back at a quote sent to them (or their saved cart), the person is the client: no Save Cart.
  const quotationHidden = useSession((state) => state.quotation_hidden);
  const cart = usePlanCart(tempId);
  const dates = useCartEffectiveDates(tempId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string>();
  const store = useCartCheckout();
  // The line whose plan details were opened last (kept while the modal closes, so focus goes back).
  const [details, setDetails] = useState<{ item: CartItem; opened: boolean } | null>(null);
  // A date picked is stored at once: the server re-rates the lines for the household's ages on it,
  // and the costs and breakdown follow. A refusal says why under the selector and keeps the stored date.
  const choose = (date: string) => {
    if (tempId === null) return;
    setChosen(date);
    setDateError(undefined);
    store.mutate(
      { enrollment_id: tempId, effective_date: date },
      {
        onError: (error) => {
          setChosen(null);
          setDateError(checkoutRefusal(error));
        },
      },
    );
  };
  usePageTitle(t('cart.title'));
  const offered = dates.data?.result ?? [];
  // The stored date, else the earliest offered, until the visitor picks one; a pick no longer
  // offered (a plan removed, a rule changed) falls back the same way.
  const fallback = dates.data?.selected ?? offered[0] ?? null;
  const effectiveDate = chosen !== null && offered.includes(chosen) ? chosen : fallback;
  const plansPath = landing ? `/${encodeURIComponent(landing)}/plans` : '/plans';

  const body = () => {
    if (tempId === null) return <EmptyCart plansPath={plansPath} />;
    if (cart.isPending || dates.isPending) return <Loader role="status" aria-label={t('app.loading')} />;
    if (cart.isError) return <Alert color="red">{cart.error.message}</Alert>;
    if (cart.data.result.length === 0) return <EmptyCart plansPath={plansPath} />;
    return (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Stack component="section" gap="sm" aria-labelledby="cart-lines-title">
              <Title order={2} size="h3" id="cart-lines-title">
                {t('cart.lines_title')}
              </Title>
              <CartLines
                enrollmentId={tempId}
                items={cart.data.result}
                onDetails={(item) => setDetails({ item, opened: true })}
              />
              <Modal
                opened={details?.opened ?? false}
                onClose={() => setDetails(details && { ...details, opened: false })}
                title={details?.item.plan_name}
                size="lg"
                closeButtonProps={{ 'aria-label': t('plans.close') }}
              >
                {details && (
                  <Suspense fallback={<Loader role="status" aria-label={t('app.loading')} />}>
                    <PlanDetails item={details.item} enrollmentId={tempId} />
                  </Suspense>
                )}
              </Modal>
            </Stack>
            {dates.isError ? (
              <Alert color="red">{dates.error.message}</Alert>
            ) : (
              <EffectiveDateSelect dates={dates.data} value={effectiveDate} onChange={choose} error={dateError} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper component="section" withBorder p="md" radius="md" aria-labelledby="cart-summary-title">
              <Stack gap="md">
                <Title order={2} size="h3" id="cart-summary-title">
                  {t('cart.summary_title')}
                </Title>
                <CartCosts cart={cart.data} />
                <ProceedToEnrollment
                  enrollmentId={tempId}
                  effectiveDate={effectiveDate}
                  onRefused={setDateError}
                  onCheckedOut={() => void navigate(firstStepOf(landing))}
                />
                <Button variant="default" fullWidth onClick={() => void navigate(plansPath)}>
                  {t('cart.continue_shopping')}
                </Button>
                {!quotationHidden && <SaveCartButton enrollmentId={tempId} />}
              </Stack>
            </Paper>
            <CartNotices cart={cart.data} />
          </Stack>
        </Grid.Col>
      </Grid>
    );
  };

  return (
    <Stack gap="md" py="lg">
      <Title order={1}>{t('cart.title')}</Title>
      {body()}
    </Stack>
  );
}
