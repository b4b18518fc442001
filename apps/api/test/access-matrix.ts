// Who may get past the access check of each call that names an enrollment, member, quote,
// policy, group or rep. Every party not listed must be refused (404 for enrollments).
// A call that names one of those and has no row here fails access-matrix.test.ts.
export const parties = ['anonymous', 'A', 'B', 'R1', 'R2', 'G1'] as const;
export type Party = (typeof parties)[number];

/** A: the applicant who owns the enrollment; R1 and G1: the rep and group administrator whose
 *  books hold it. B, R2: another applicant and another rep. */
const ownerAndBooks: readonly Party[] = ['A', 'R1', 'G1'];
/** Health answers: never a group administrator. */
const ownerAndRep: readonly Party[] = ['A', 'R1'];
/** Public marketing data of a rep or group (landing pages): anyone with a session. */
const anyone: readonly Party[] = ['anonymous', 'A', 'B', 'R1', 'R2', 'G1'];
/** A public write: any session (POST needs one, so not anonymous). */
const anySession: readonly Party[] = ['A', 'B', 'R1', 'R2', 'G1'];
/** A rep's own member list. */
const repItself: readonly Party[] = ['R1'];
/** A group's users: its administrator and the rep whose book holds the group. */
const groupBooks: readonly Party[] = ['R1', 'G1'];
/** Members and policies: staff only; matching them to a book lands with the members feature. */
const staff: readonly Party[] = ['R1', 'R2', 'G1'];
/** The enrollment's owner or book, acting for an existing member: staff only. */
const bookStaff: readonly Party[] = ['R1', 'G1'];

const rows = (names: readonly string[], allowed: readonly Party[]) => names.map((name) => [name, allowed] as const);

export const accessMatrix: ReadonlyMap<string, readonly Party[]> = new Map([
  ...rows(
    [
      'trackElevateTraffic',
      'storeTempDependentInfo',
      'updateTierInfo',
      'addPlanToCart',
      'addPlanToCartPrudentials',
      'cartCheckout',
      'savePersonalInfo',
      'saveEnrollerCode',
      'saveContactInfo',
      'saveEmployerInfo',
      'saveBeneficiaryInfo',
      'validateSingleDependent',
      'saveDependentInfo',
      'saveDependentInfoToTemp',
      'deleteDependentInIO',
      'saveReviewInfo',
      'saveAgreementInfo',
      'saveBillingInfo',
      'saveBillingInfoExisting',
      'saveEnrollment',
      'sendOtp',
      'verifyOtp',
      'saveScreenshot',
      'getCommonMenu',
      'getPlanNetwork',
      'updateFilterPortal',
      'getGroupAgentMemberInfo',
      'getTempDependentInfo',
      'getFilteredPlans',
      'getLeftSideFilterFields',
      'getRelatedPlans',
      'getPlanPricingDetail',
      'getPlanPricingDetailElevate',
      'checkPrudentialPlan',
      'checkPrudentialPlanHash',
      'checkDisabilityPlan',
      'getCartCount',
      'getCartAmount',
      'checkPrudentialCart',
      'checkAlreadyInCart',
      'getPlanCart',
      'getCartEffectiveDates',
      'removePlanFromCart',
      'getQuotePreviewContent',
      'getDynamicTabs',
      'getEnrollmentTempInfo',
      'getFormFieldsPersonalInfo',
      'checkEnrollCode',
      'getFormFieldsContactInfo',
      'getFormFieldsEmployerInfo',
      'getGroupInfo',
      'getCartPlanInfo',
      'getFormFieldsBeneficiaryInfo',
      'getBeneficiariesExistingUserEnrollment',
      'getHealthQuestionsPrimaryHealthInfo',
      'checkTabRequired',
      'getDependentsExistingUserEnrollment',
      'getFormFieldsDependentPrimaryInfo',
      'getHealthQuestionsDependentInfo',
      'getAgreementTexts',
      'getFormFieldsAgreementInfo',
      'getFormFieldsBillingInfo',
      'getPaymentMethod',
      'getExistingBankInfo',
      'getExistingCardInfo',
      'getBillDate',
      'getBillingText',
      'getReceipt',
      'getPlanDetail',
      'getPlanDetailByQuery',
      'getMoreRequirement',
      'getAverageWorkWeek',
      'getVacationPolicy',
      'getBargainingUnit',
      'getHolidayPolicy',
      'getEmploymentStatus',
      'getCompensationTypes',
      'getBeneficiaryRelationships',
      'validateSingleBeneficiary',
      'quoteUpdateQuoteseenStatus',
    ],
    ownerAndBooks,
  ),
  ...rows(
    [
      'checkAlreadyAnswered',
      'getQuestions',
      'getAflacQuestions',
      'getExistingPrimaryHealthInfo',
      'saveQuestionAnswers',
      'saveAflacQuestions',
      'savePrimaryHealthInfo',
    ],
    ownerAndRep,
  ),
  ...rows(
    [
      'getAgentInfoEnroll',
      'getAgentLandingPageInfo',
      'getAgentAboutPageInfo',
      'getAgentGroups',
      'getGroupInfoEnroll',
      'getGroupMenu',
      'getGroupLandingPageInfo',
      'getGroupAboutPageInfo',
      'getEnrollmentPlatforms',
      'getFeaturedPlans',
      'getMenuFilteredPlans',
      // The link id is the credential; who opened it gains access (resume feature).
      'directContinue',
    ],
    anyone,
  ),
  ...rows(['addFilterForNewUser'], anySession),
  ...rows(['getAgentMembers'], repItself),
  ...rows(['getGroupUsers'], groupBooks),
  ...rows(['autoInvoiceGeneration'], staff),
  ...rows(['changeFilterInfo'], bookStaff),
  // A member: only the rep and group administrator whose books hold them (members feature).
  ...rows(['getMemberInfo', 'addFilterForExistingUser', 'addFilterForMember'], bookStaff),
]);
