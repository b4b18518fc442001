// The words of the wizard, its steps, review and receipt, and the hand-off: added to i18n when a
// module that shows them loads (each imports this), not with the first screen's script.
import { addWords } from '../../i18n/i18n';
import { en as handoffEn, es as handoffEs } from './handoff/words';
import { en as reviewEn, es as reviewEs } from './review/words';
import { en as agreementEn, es as agreementEs } from './steps/agreement/words';
import { en as beneficiaryEn, es as beneficiaryEs } from './steps/beneficiaries/words';
import { en as billingEn, es as billingEs } from './steps/billing/words';
import { en as contactEn, es as contactEs } from './steps/contact/words';
import { en as dependentEn, es as dependentEs } from './steps/dependents/words';
import { en as employerEn, es as employerEs } from './steps/employer/words';
import { en as healthEn, es as healthEs } from './steps/health/words';
import { en as wizardEn, es as wizardEs } from './words';

addWords({ en: wizardEn, es: wizardEs });
addWords({ en: handoffEn, es: handoffEs });
addWords({ en: reviewEn, es: reviewEs });
addWords({ en: agreementEn, es: agreementEs });
addWords({ en: beneficiaryEn, es: beneficiaryEs });
addWords({ en: billingEn, es: billingEs });
addWords({ en: contactEn, es: contactEs });
addWords({ en: dependentEn, es: dependentEs });
addWords({ en: employerEn, es: employerEs });
addWords({ en: healthEn, es: healthEs });
