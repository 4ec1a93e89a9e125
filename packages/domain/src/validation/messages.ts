/** The spec's texts, written once. Everything the user reads that the spec words comes from here. */
export const MESSAGES = {
  firstNameRequired: 'First Name is required and may not contain special characters.',
  lastNameRequired: 'Last Name is required and may not contain special characters.',
  emailProvide: 'Must provide a valid email address.',
  emailValid: 'Must be a valid email address.',
  url: 'Must be a valid URL.',
  urlHttp: 'Must be a valid URL with http/https',
  e164Nanp: 'Phone number must follow the E.164 format (+1XXXXXXXXXX)',
  password:
    'Password must be at least 10 characters in length and include one number and both lower and upper-case letters. Special characters are not allowed.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordRequired: 'Must provide a password.',
  invalidPhoneE164: 'Invalid Phone Number. Please use an E164 (+1xxxxxxxxxx) formatted number.',
  searchOver5000:
    'Your search returned over 5,000 results. Please refine your search criteria and try again.',
  noTokenForRequest: 'No token was passed to create request',
  undefinedError: 'Undefined error',
  /** doc 001 §8: the generic handler's toast header */
  errorHeader: 'Error',
  unfunded: 'Payment Required: The account is unfunded. Please ensure there are sufficient funds.',
  rootFailure: 'Oops, our page has vanished into deep space. Stay calm.',
  noResultsFound: 'No results found',
  noResults: 'No results',
  configSuccess: 'Success',
  viewOnDesktop: 'View on desktop',
  templateContentRequired: 'Please enter template content.',
  templateMaxLength: 'Maximum length for {encoding} exceeded.',
  /** doc 000 §2: the session-ended page's button; the product's word for signing in */
  login: 'Login',
  /** doc 000 §2: the account menu's item; the product's word for signing out */
  logout: 'Logout',
} as const;

/** 'Maximum length for {encoding} exceeded.' with the encoding's name (GSM7, Latin-1, Unicode, Unidentified). */
export const templateMaxLengthMessage = (encoding: string) =>
  MESSAGES.templateMaxLength.replace('{encoding}', encoding);

/** Our own texts for cases the spec does not word (docs/decisions.md lists them). */
export const OUR_MESSAGES = {
  unfundedPayer: 'Add funds to use paid features again.',
  unfundedAskOwner: 'Ask your account owner to add funds, or contact support.',
  invalidCredentials: 'The username or password is incorrect.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  signInRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  commonPassword: 'This password is too common. Please choose a less predictable password.',
  currentPasswordWrong: 'The current password is incorrect.',
  unknownConfigKey: 'Unknown configuration key.',
  readOnlyConfigKey: 'This configuration key cannot be changed here.',
  configValueTooLong: 'The value is too long.',
  otherAccount: 'Not found.',
  alreadyImpersonating: 'You are already acting as another account. Switch back first.',
  notImpersonating: 'You are not acting as another account.',
  notSubAccount: 'Not found.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  internal:
    'Something went wrong on our side. Please try again; if it persists, contact support with the request id.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  required: 'Required.',
  unstorableText:
    'This contains a character that is not allowed: a null character or half of an emoji. Please remove it.',
  loadingPortal: 'Loading your portal…',
  sectionNotBuilt: 'This section is not available yet.',
  pageNotFound: 'There is no page at this address.',
  recoverySent:
    'If an account exists for that username, we have sent a code to its email address. It is valid for 15 minutes.',
  recoveryCodeFormat: 'Enter the 6-digit code from the email.',
  recoveryCodeWrong: 'That code is incorrect or has expired. Check the email, or ask for a new code.',
  recoveryExpired: 'This password reset has expired. Please ask for a new code.',
  recoveryNotStarted:
    'To choose a new password, first ask for a code: enter your username and we will email you a six-digit code.',
  passwordReset: 'Your password has been changed. Please log in with the new password.',
  displayNameRequired: 'Display name is required.',
  displayNameTooLong: 'Display name may be at most 100 characters.',
  pageNotPermitted:
    'You do not have permission to see this page. Ask an administrator of your account if you need it.',
  unsupportedBrowser:
    'This browser is not supported. Please use a recent version of Chrome, Firefox, Safari or Edge.',
  impersonating: 'You are acting as {account}. What you change is recorded under your own name.',
  impersonationStarted: 'You are now acting as {account}.',
  switchedBack: 'You are back in your own account.',
  noSubAccounts: 'This account has no sub-accounts.',
  profileSaved: 'Your profile has been saved.',
  passwordChanged: 'Your password has been changed. Your other sessions have been logged out.',
  profileWhileImpersonating: 'You are acting as another account. Switch back to edit your own profile.',
  supportPlanMissing: 'No support plan is set for this account. Contact support to choose one.',
  trainingVideosEmpty: 'No training videos are available yet.',
  recoveryForgotIntro: 'Enter your username. We will email you a code to reset your password.',
  recoveryVerifyIntro: 'Enter the 6-digit code we emailed to the address of your account.',
  feedbackThanks: 'Thank you. Your feedback has been sent.',
  devIndexIntro: 'Pages for trying the shared components on their own.',
  templateNoSpaces: 'Spaces are not allowed in this template.',
  templateLonePercent: 'This % is sent as typed. A variable is written %NAME% or %NAME|default%.',
  templateUnclosedPlaceholder: 'This variable is not closed: end it with %.',
  templateCrlf: 'Windows line breaks (CR LF) count as two characters each.',
  contactAttributeRequired: 'Please select a contact attribute.',
  variableNameRequired: 'Please enter a variable name.',
  variableNameInvalid:
    'A variable name starts with a letter or _ and may contain only letters, digits, _ . and -.',
  variableDefaultInvalid: 'A default value cannot contain % or a line break.',
  variablePercentConflict:
    'The variable would merge with an unclosed % before it. Close or remove that % first.',
  noVariableAtPosition: 'There is no variable here to update.',
  unreachable: "Parley can't be reached. Check your internet connection and try again.",
  checkConnection: 'Check your internet connection.',
  unreachableWaiting: "Your session is kept: we'll keep trying, and you'll pick up where you left off.",
  unreachableStill: "Still no answer. We'll keep trying.",
  sessionEndedIntro: 'For your security, you were logged out. Log in again to continue where you left off.',
  unexpectedAnswer: 'Parley answered in a way this page does not understand. Reload the page and try again.',
  listLimit: 'The limit is at most {max}.',
  badCursor: 'This page cursor is not valid for this list. Start again from the first page.',
  badSort: 'Sort by one of: {sorts}.',
  unsavedChanges: 'Your changes have not been saved. If you leave this page, they will be lost.',
} as const;
