// Whether an enrollment asks for a signature (its agreement step is required) and has it (signed),
// as the cart shows them (`SignatureOf`).
import type { SignatureOf } from '../../../cart/cart-view';
import { stepStates } from '../../step-service';
import { dynamicTabsOf } from '../../tabs-service';

export const signatureStateOf: SignatureOf = async (db, enrollmentId) => {
  const [tabs, states] = await Promise.all([dynamicTabsOf(db, enrollmentId), stepStates(db, enrollmentId)]);
  return {
    signed: states.some((step) => step.tab_name === 'agreement_info' && step.state === 'signed'),
    required: tabs.some((tab) => tab.tab_name === 'agreement_info' && tab.required),
  };
};
