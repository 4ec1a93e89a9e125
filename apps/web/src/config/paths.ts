/** Every in-app address the shell itself links to, written once. Sidebar sections are in nav.ts. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  inbox: '/inbox',
  contacts: '/contacts',
  profile: '/users/edit/:accountId/:clientId',
  supportPlan: '/supportplan',
  trainingVideos: '/trainingVideos',
  callbacks: '/callbacks',
  billing: '/billing',
  billingHistory: '/billing/history',
  billingStatements: '/billing/statements',
  billingStatement: '/billing/statements/:month',
  trackingAvailable: '/tracking/number/available',
  dev: '/dev',
  devCrash: '/dev/crash',
  forgotPassword: '/password/forgot',
  verifyCode: '/password/verify',
  resetPassword: '/password/reset',
  /** the older address of the reset page, kept because mails and bookmarks may still use it */
  resetPasswordLegacy: '/resetPassword',
  /**
   * Addresses people type or bookmark to sign in. Signed out, every address shows the login page;
   * signed in, these lead home like `/` instead of to Page not found.
   */
  signInAliases: ['/login', '/signin', '/sign-in'],
  /** the API's own OpenAPI page, served by the server, not by this app */
  apiDocs: '/docs',
} as const;

/** The API calls the shell makes itself; features keep their own paths beside their requests. */
export const apiPaths = {
  login: '/v3/auth/login',
  refresh: '/v3/auth/refresh',
  logout: '/v3/auth/logout',
  session: '/v3/auth/session',
  subaccountToken: '/v3/auth/subaccount-token',
  impersonate: '/v3/auth/impersonate',
  switchBack: '/v3/auth/switch-back',
  portalConfig: '/v3/portal/config',
} as const;
