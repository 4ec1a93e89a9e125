// Ours (issue 23): the first screen while the Dashboard and the Inbox are not built, and the mark
// on the menu's links to pages not built yet. Each text is written here once.

export const GETTING_STARTED_TEXTS = {
  /** the mark beside a menu link whose page is not built yet, seen before the click */
  soon: 'Soon',
  /** that mark as screen readers hear it: the link's description (its name stays its title) */
  soonDescription: 'Soon: not built yet, the page shows only its title.',
  /** the home page (Dashboard or Inbox) a user lands on, not built yet */
  homeNotBuilt: 'The {page} is not built yet. Until it is, start from one of the pages that work today.',
  /** the heading of that page for a user who may not open their home page */
  title: 'Getting started',
  /** a user whose home (the Inbox) they may not open: the home redirect's last resort */
  homeNotPermitted:
    'Your role opens neither the Dashboard nor the Inbox, where users start. Start from one of the pages below.',
  builtHeading: 'What you can use today',
  notBuiltHeading: 'Not built yet',
  notBuiltIntro:
    'These pages are in your menu, marked “{soon}”: they open to their title and nothing more for now.',
  /** nothing built the user may open but their own pages (profile, help) */
  onlyOwnPages: 'For your role, only your own pages are built so far.',
  /** what each built page is for, under its link */
  summaries: {
    dashboard: "Today's messages, the week's delivery, spend, and what needs attention.",
    contacts: 'Find a contact by phone number, and add, edit or delete contacts.',
    templates: 'Write SMS and MMS message templates with variables, emoji and an image, and preview them.',
    webhooks: 'Send events of your account to your own endpoints.',
    purchaseNumbers: 'Search the simulated network for local and toll-free numbers, and buy them.',
    numbers: 'Name your numbers, group them in number sets, give them a caller name, or release them.',
    users: 'See the users of your account; enable, disable or delete them.',
    assets: 'Upload the images of your MMS messages; carriers fetch them from their public URLs.',
    profile: 'Your name and your password.',
    trainingVideos: 'Short videos on how to use the portal.',
    supportPlan: 'Your support plan and how to reach support.',
    dev: 'The shared components on their own, for Parley staff.',
  },
} as const;
