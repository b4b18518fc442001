// Where an unknown page, landing, referral or site sends the visitor.
export const notFoundPath = '/404';
