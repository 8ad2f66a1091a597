// What the sign-in answers, shared by lib/auth/sign-in.ts and the sign-in form
// (which must recognise the request for a second factor). No server code.

/** One message for a wrong e-mail and a wrong password, so it never tells which exists. */
export const invalidCredentials = "Invalid email or password.";
export const tooManyAttempts = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
/** The password was right and the admin has a second factor: the form asks for it. */
export const secondFactorNeeded = "Enter the code from your authenticator app, a recovery code, or use your passkey.";
export const invalidSecondFactor = "That code or passkey did not work. Please try again.";
