// A cart line's plan details (spec 000 section 2, the cart's plan details modal): the plan's logo,
// its monthly price in this cart, its header and description, and a link to its page: the modal's
// body, loaded when a line first opens it.
import type { CartItem } from '@benefit-store/contract/cart';
import { Alert, Anchor, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlanDetail } from '../../features/catalog/api/get-plan-detail';
import { PlanDescription } from '../../features/catalog/components/plan-description';
import { planPath } from '../../features/catalog/paths';
import { useFormatMoney } from '../../shared/ui/format-money';

export default function PlanDetails({
  item,
  enrollmentId,
  landing,
}: {
  item: CartItem;
  enrollmentId: string;
  landing?: string;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const detail = usePlanDetail(item.plan_id, enrollmentId);
  const plan = detail.data?.result;
  return (
    <Stack gap="md">
      {item.plan_logo && (
        <Image src={item.plan_logo} alt={t('cart.logo', { name: item.plan_name })} h={48} w="auto" fit="contain" />
      )}
      <Text fw={600}>{t('cart.per_month', { price: money(item.price) })}</Text>
      {detail.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {detail.isError && <Alert color="red">{detail.error.message}</Alert>}
      {plan && (
        <>
          {plan.header_text && <Text>{plan.header_text}</Text>}
          <PlanDescription plan={plan} />
          <Anchor component={Link} to={planPath(plan.plan_id, plan.plan_name, landing)}>
            {t('cart.plan_page')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
