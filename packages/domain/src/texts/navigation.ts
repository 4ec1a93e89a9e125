// Ours (issue 23): what the portal says while a page it was asked for is on its way.

export const NAVIGATION_TEXTS = {
  /** the route progress bar's name, with the page's title when the address names a known page */
  loadingPage: 'Loading {page}…',
  loadingAnyPage: 'Loading the page…',
} as const;
