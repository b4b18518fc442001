// The cart's changes after a household change (shared/session/cart-notice.ts), above every page's
// content until closed: the new prices, the lines that left, a start date no longer offered.
import { useTranslation } from 'react-i18next';
import { useCartNotice } from '../shared/session/cart-notice';
import { CartChangesNotice } from '../shared/ui/cart-changes-notice';

export function CartNotice() {
  const { t } = useTranslation();
  const changes = useCartNotice((state) => state.changes);
  const dismiss = useCartNotice((state) => state.dismiss);
  if (!changes) return null;
  return (
    <CartChangesNotice
      title={t('cart_changes.title')}
      message={t('quoting.cart_repriced')}
      changes={changes}
      onClose={dismiss}
    />
  );
}
