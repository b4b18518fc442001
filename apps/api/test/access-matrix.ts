// Who may get past the access check of each call that names an enrollment, member, quote,
// policy, group or rep. Every party not listed must be refused (404 for enrollments).
// A call that names one of those and has no row here fails access-matrix.test.ts.
export const parties = ['anonymous', 'A', 'B', 'R1', 'R2', 'G1', 'RC', 'RV', 'GC'] as const;
export type Party = (typeof parties)[number];

/** A: the applicant who owns the enrollment (having joined its group, Acme, by its enrollment
 *  code); R1 and G1: the rep and group administrator whose books hold it. B, R2: another
 *  applicant and another rep. Storefront sessions that earned a party (landing/earned-service.ts):
 *  RC confirmed R1's rep access code, RV opened R1's landing page, GC confirmed Acme's code. */
const ownerAndBooks: readonly Party[] = ['A', 'R1', 'G1'];
/** Health answers, and the cart that tells whether they were given: never a group administrator. */
const ownerAndRep: readonly Party[] = ['A', 'R1'];
/** Public marketing data of a rep or group (landing pages): anyone with a session. */
const anyone: readonly Party[] = ['anonymous', 'A', 'B', 'R1', 'R2', 'G1', 'RC', 'RV', 'GC'];
/** A rep's own flows (their groups, some reachable only by code): the rep, or a session that confirmed their code. */
const repConfirmed: readonly Party[] = ['R1', 'RC'];
/** A rep's portals: the rep, or a session that earned the rep (code, landing page, referral). */
const repVisitors: readonly Party[] = ['R1', 'RC', 'RV'];
/** A new filter naming R1 and Acme: sessions that earned Acme (and so its rep), or R1 by code, or staff of that book. */
const earnedGroup: readonly Party[] = ['A', 'R1', 'G1', 'RC', 'GC'];
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
      'saveEnrollerCode',
      'saveContactInfo',
      'saveEmployerInfo',
      'skipEmployerInfo',
      'saveBeneficiaryInfo',
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
      'getQuotePreviewContent',
      'getDynamicTabs',
      'getEnrollmentTempInfo',
      'checkEnrollCode',
      'getFormFieldsContactInfo',
      'getFormFieldsEmployerInfo',
      'getGroupInfo',
      'getCartPlanInfo',
      'getFormFieldsBeneficiaryInfo',
      'getBeneficiariesExistingUserEnrollment',
      'getHealthQuestionsPrimaryHealthInfo',
      'checkTabRequired',
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
      // The invoice names the enrollment its policy completed (decision 0024): its owner and books.
      'autoInvoiceGeneration',
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
      'getQuote',
      // A plan's questions as the catalog words them: no one's answers.
      'getQuestions',
    ],
    ownerAndBooks,
  ),
  ...rows(
    [
      'checkAlreadyAnswered',
      'getAflacQuestions',
      'getExistingPrimaryHealthInfo',
      'saveQuestionAnswers',
      'saveAflacQuestions',
      'savePrimaryHealthInfo',
      // Their schemas carry weight, height or a dependent's answers (marked in the contract).
      'savePersonalInfo',
      'getFormFieldsPersonalInfo',
      'validateSingleDependent',
      'saveDependentInfo',
      'saveDependentInfoToTemp',
      'getDependentsExistingUserEnrollment',
      'getFormFieldsDependentPrimaryInfo',
      // Cart writes and checkout: whether a plan may enter the cart says whether its health
      // questions were answered (minimum necessary: not to a group administrator).
      'addPlanToCart',
      'addPlanToCartPrudentials',
      'removePlanFromCart',
      'cartCheckout',
    ],
    ownerAndRep,
  ),
  ...rows(
    [
      'getAgentInfoEnroll',
      'getAgentLandingPageInfo',
      'getAgentAboutPageInfo',
      'getGroupInfoEnroll',
      'getGroupMenu',
      'getGroupLandingPageInfo',
      'getGroupAboutPageInfo',
      'getFeaturedPlans',
      'getMenuFilteredPlans',
    ],
    anyone,
  ),
  // The link id is the credential, and an enrollment's id is no link: nobody opens one by naming it
  // (who confirms a real link gains its enrollment: features/resume/resume.test.ts).
  ...rows(['directContinue', 'directContinueConfirm'], []),
  ...rows(['getAgentGroups'], repConfirmed),
  ...rows(['getEnrollmentPlatforms'], repVisitors),
  ...rows(['addFilterForNewUser'], earnedGroup),
  ...rows(['getAgentMembers'], repItself),
  ...rows(['getGroupUsers'], groupBooks),
  ...rows(['changeFilterInfo'], bookStaff),
  // The hand-off of the remaining steps: the rep or group administrator whose book holds it (the
  // owner's session is asked to sign in).
  ...rows(['membersSendToClient'], bookStaff),
  // A member: only the rep and group administrator whose books hold them (members feature).
  ...rows(['getMemberInfo', 'addFilterForExistingUser', 'addFilterForMember'], bookStaff),
]);
