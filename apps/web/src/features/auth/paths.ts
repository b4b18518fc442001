// Where the staff pages live, for links and redirects.
export const staffSignInPath = '/staff/sign-in';
export const staffHomePath = '/staff';
