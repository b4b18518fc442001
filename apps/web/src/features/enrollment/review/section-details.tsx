// One saved section of the enrollment, read-only, as the review's detail modal shows it: each field
// with the label its step's form gives it, coded values in words (gender, marital status, yes/no),
// lists (beneficiaries, dependents) item by item. A step built later is shown by the same rule:
// its fields under its own words' keys, else the field's name in plain words.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { List, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type OptionListName, useOptionList } from '../steps/api/option-lists';

/** The words' prefix of each step's field labels (its form's words). */
const labelPrefixes: Record<TabName, readonly string[]> = {
  primary_info: ['wizard'],
  contact_info: ['contact', 'review'],
  employer_info: ['employer'],
  beneficiary_info: ['beneficiary', 'wizard'],
  primary_health_info: ['health', 'wizard'],
  dependent_info: ['dependent', 'wizard', 'review'],
  review_info: ['review'],
  agreement_info: ['agreement'],
  billing_info: ['billing', 'review'],
};

/** Fields whose label key is not the field's name. */
const labelKeys: Record<string, string> = {
  prior_coverage_flag: 'wizard.prior_coverage',
  is_legally_disabled: 'dependent.disabled',
  esign_consent: 'agreement.consent_title',
  beneficiary_percentage: 'beneficiary.percentage',
};

/** Fields kept out of the review: the form's own switches, not answers. */
const hiddenFields = new Set([
  'enrollment_id',
  'beneficiary_id',
  'dependent_id',
  'with_validation',
  // A dependent's employed flag is always 0 (spec 001 section 9): nothing a person answered.
  'employed',
  'skip_validation_email',
  'skip_validation_phone',
  'signature',
  // The signature record's references to its image (shown on the certificate, not here).
  'signature_blob',
  'signature_size',
  'question_id',
]);

/**
 * The order the steps' forms ask their fields in (stored answers come back in the database's key
 * order): these first, in this order; any other field after them.
 */
const fieldOrder = [
  'first_name',
  'middle_name',
  'last_name',
  'name',
  'birthdate',
  'gender',
  'relationship',
  'height_feet',
  'height_inch',
  'weight',
  'marital_status',
  'ssn',
  'beneficiary_percentage',
  'prior_coverage_flag',
  'prior_carrier_name',
  'prior_effective_date',
  'prior_term_date',
  'email_address',
  'phone_number',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'birth_state',
  'birth_city',
  'average_work_week',
  'employment_start_date',
  'occupation',
  'compensation_type',
  'employment_status',
  'emp_industry',
  'emp_num_employed',
  'emp_vac_policy',
  'emp_barg_unit',
  'holiday_policy',
  'payment_method',
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'account_name',
  'bank_name',
  'routing_number',
  'account_number',
  'account_type',
  'account_holder_type',
  'bill_date',
];
const rank = (field: string) => {
  const at = fieldOrder.indexOf(field);
  return at < 0 ? fieldOrder.length : at;
};

/** Fields whose values are codes of a server option list: shown by the list's label in the reader's language. */
const optionLists: Record<string, OptionListName> = {
  average_work_week: 'getAverageWorkWeek',
  emp_vac_policy: 'getVacationPolicy',
  emp_barg_unit: 'getBargainingUnit',
  holiday_policy: 'getHolidayPolicy',
  employment_status: 'getEmploymentStatus',
  compensation_type: 'getCompensationTypes',
  relationship: 'getBeneficiaryRelationships',
};

/** The label of `value` in the field's option list, while the list has it. */
function useOptionLabel(field: string) {
  const options = useOptionList(optionLists[field] ?? 'getHolidayPolicy');
  return (value: string) =>
    (optionLists[field] ? options.find((option) => option.value === value)?.label : undefined) ?? value;
}

/** One answer: a coded value by its option's label. */
function Value({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel(field);
  // A time the server recorded (the signature's), in the reader's words.
  if (field === 'signed_at' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return (
      <time dateTime={value}>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value))}
      </time>
    );
  const shown = shownValue(t, field, value);
  return <>{typeof value === 'string' ? label(shown) : shown}</>;
}

/** A set of 0/1 flags (the employer's holiday policy): the ones chosen, by their labels. */
function ChosenFlags({ field, flags }: { field: string; flags: Record<string, unknown> }) {
  const label = useOptionLabel(field);
  return (
    <List size="sm">
      {Object.entries(flags)
        .filter(([, flag]) => flag === 1)
        .map(([name]) => (
          <List.Item key={name}>{optionLists[field] ? label(name) : plainWords(name)}</List.Item>
        ))}
    </List>
  );
}

const plainWords = (field: string) => {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function labelOf(t: TFunction, i18nHas: (key: string) => boolean, tab: TabName, field: string) {
  const special = labelKeys[field];
  if (special && i18nHas(special)) return t(special);
  for (const prefix of labelPrefixes[tab]) if (i18nHas(`${prefix}.${field}`)) return t(`${prefix}.${field}`);
  return plainWords(field);
}

/** The billing and agreement steps' coded fields: the words key of a code. */
const codedFields: Record<string, (code: string) => string> = {
  // The agreement's record, too.
  eprocess: (code) => `agreement.signer_${code}`,
  signature_method: (code) => `agreement.method_${code}`,
  language: (code) => `agreement.language_${code}`,
  payment_method: (code) => `billing.method_${code}`,
  account_type: (code) => `billing.account_${code}`,
  account_holder_type: (code) => `billing.holder_${code}`,
};

/** Flags kept as 0/1 (or the billing step's yes/no): shown as Yes or No in the reader's language. */
const yesNoFields = new Set(['is_legally_disabled', 'email_verified', 'phone_verified', 'is_physical_address']);

/** A card's network as the card validator names it: its brand, the same in every language. */
const cardBrands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

function shownValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'gender' && (value === 0 || value === 1 || value === 2)) return t(`wizard.gender_${value}`);
  if (field === 'marital_status' && typeof value === 'number') return t(`wizard.marital_${value}`);
  if (field === 'prior_coverage_flag') return t(value === 1 ? 'wizard.prior_had' : 'wizard.prior_none');
  if (field === 'beneficiary_percentage' && typeof value === 'number') return `${value}%`;
  if (typeof value === 'boolean') return t(value ? 'review.yes' : 'review.no');
  if (yesNoFields.has(field) && (value === 0 || value === 1 || value === 'yes' || value === 'no'))
    return t(value === 1 || value === 'yes' ? 'review.yes' : 'review.no');
  if (field === 'card_type' && typeof value === 'string') return cardBrands[value] ?? plainWords(value);
  // The billing step's codes, in the words its form shows them with.
  const codedKey = codedFields[field]?.(String(value));
  if (codedKey && t(codedKey) !== codedKey) return t(codedKey);
  if (field === 'bill_date' && typeof value === 'number')
    return t('billing.bill_date_option', { count: value, ordinal: true });
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function Fields({ tab, data }: { tab: TabName; data: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const has = (key: string) => i18n.exists(key);
  const entries = Object.entries(data)
    .filter(([field]) => !hiddenFields.has(field))
    .sort(([a], [b]) => rank(a) - rank(b));
  const flat = entries.filter(([, value]) => !Array.isArray(value) && !isRecord(value));
  const nested = entries.filter(([, value]) => Array.isArray(value) || isRecord(value));
  return (
    <Stack gap="sm">
      {flat.length > 0 && (
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {flat.map(([field, value]) => (
              <Table.Tr key={field}>
                <Table.Th w="45%">{labelOf(t, has, tab, field)}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Value field={field} value={value} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {nested.map(([field, value]) => (
        <Stack key={field} gap={4}>
          <Text fw={700}>{labelOf(t, has, tab, field)}</Text>
          {Array.isArray(value) ? (
            value.map((item, n) =>
              isRecord(item) ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a saved list keeps its order; items have no other id shown
                <Stack key={n} gap={2} pl="sm">
                  <Text size="sm" fw={600}>
                    {t('review.item', { n: n + 1 })}
                  </Text>
                  <Fields tab={tab} data={item} />
                </Stack>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain values in their saved order
                <Text key={n}>
                  <Value field={field} value={item} />
                </Text>
              ),
            )
          ) : isRecord(value) && Object.values(value).every((flag) => flag === 0 || flag === 1) ? (
            <ChosenFlags field={field} flags={value} />
          ) : (
            <Fields tab={tab} data={isRecord(value) ? value : {}} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** A saved section, or the note that nothing is saved for it yet. */
export function SectionDetails({ tab, data }: { tab: TabName; data: unknown }) {
  const { t } = useTranslation();
  if (!isRecord(data)) return <Text>{t('review.nothing_saved')}</Text>;
  // Saved, with nothing shown in the open (health answers are sealed whole, decision 0020).
  if (Object.keys(data).length === 0) return <Text>{t('review.kept_private')}</Text>;
  return <Fields tab={tab} data={data} />;
}
