// The words of a cart line's plan details: added with the cart page (a lazy page), so the first
// screen's script does not carry them.
import { addWords } from '../../i18n/i18n';

export const en = {
  'cart.plan_details': 'Plan details',
  'cart.plan_details_of': 'Plan details: {{name}}',
};

export const es: Record<keyof typeof en, string> = {
  'cart.plan_details': 'Detalles del plan',
  'cart.plan_details_of': 'Detalles del plan: {{name}}',
};

addWords({ en, es });
