/** Spec 000 §8 messages of the login and sign-up forms. */
export const AUTH_MESSAGES = {
  missingFields: 'Please enter both email and password',
  shortPassword: 'Password must be at least 6 characters',
  termsRequired: 'You must accept the Terms of Service to create an account',
  duplicateEmail: 'Email already exists. Try logging in instead.',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  noUserReturned: 'Signup failed - no user returned',
  welcomeBack: 'Welcome back to Shadow Hunter!',
  accountCreated: 'Account created!',
  /** After a sign-up that waits for the address to be confirmed (not in the spec, which signs in at once). */
  confirmEmail: 'Check your e-mail to confirm your address: the link in it takes you into the game.',
  confirmEmailTitle: 'Check your e-mail',
  confirmEmailSentTo: (email: string) =>
    `We sent a confirmation link to ${email}. Open it to confirm your address and enter the game; until then the ` +
    'account cannot log in.',
  loggedOut: 'Logged out successfully',
  logoutFailed: (reason: string) => `Failed to log out: ${reason}`,
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** The login form's check: both fields required. */
export function validateLogin(email: string, password: string): string | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.missingFields;
  return null;
}

/** The sign-up form's checks, in the order a player meets them. */
export function validateSignup(email: string, password: string, termsAccepted: boolean): string | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.missingFields;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.shortPassword;
  if (!termsAccepted) return AUTH_MESSAGES.termsRequired;
  return null;
}

/** A sign-up failure as the player reads it. */
export function signUpFailureMessage(message: string | null | undefined): string {
  // GoTrue says "User already registered"; the admin API behind signup-with-tos says "has already been registered".
  if (message && /already\s+(?:been\s+)?registered/i.test(message)) return AUTH_MESSAGES.duplicateEmail;
  return message || AUTH_MESSAGES.signUpFailed;
}

export function signInFailureMessage(message: string | null | undefined): string {
  return message || AUTH_MESSAGES.signInFailed;
}
