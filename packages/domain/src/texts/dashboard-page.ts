/** /dashboard (issue 29): ours, beside the spec's 'Something went wrong loading stats' (STATS_TEXT). */
export const DASHBOARD_PAGE_TEXTS = {
  title: 'Dashboard',
  tilesLabel: 'The account at a glance',
  todayMessages: "Today's messages",
  todayDetail: '{sent} sent, {received} received',
  deliveryRate: 'Delivery rate, 7 days',
  deliveryDetail: '{delivered} of {settled} delivered',
  /** no outbound message has reached a final state in the week */
  deliveryNone: 'No outcome yet',
  spendThisMonth: 'Spend this month',
  spendDetail: '{amount} last month',
  balance: 'Balance',
  funded: 'Funded',
  unfunded: 'Unfunded: add funds to send',
  numbersOwned: 'Numbers owned',
  numbersDetail: 'Manage numbers',
  chartHeading: 'Messages, last 7 days',
  /** under the heading: the zone the days are in */
  chartZone: 'Days in {zone}.',
  /** the chart's one tab stop: arrows move between days */
  chartKeys: 'Use the left and right arrow keys to read each day.',
  /** a day as a screen reader hears it */
  dayLabel: '{day}: {figures}',
  showFigures: 'Show the figures as a table',
  dayColumn: 'Day',
  attentionHeading: 'What needs attention',
  attentionNone: 'Nothing needs attention.',
  loading: 'Loading the dashboard…',
  loadFailed: 'The dashboard could not be loaded.',
  /** a new account (no message ever): what to do first instead of a chart of zeros */
  firstStepsHeading: 'Start here',
  firstStepsIntro: 'Your account has sent no messages yet. Three steps get it going:',
  firstSteps: {
    funds: {
      title: 'Add funds',
      text: 'Messages are charged per segment from the balance.',
      link: '/billing',
    },
    number: {
      title: 'Buy a number',
      text: 'A local or toll-free number to send from and receive on.',
      link: '/purchase-numbers',
    },
    message: {
      title: 'Send a test message',
      text: 'Open a message template and use Send a test message to reach your own phone, then find it in the SMS log.',
      link: '/templates',
    },
  },
  stepDone: 'Done',
} as const;

/** The chart's series (issue 29: sent, delivered, failed and received per day), in drawing order. */
export const DASHBOARD_SERIES = [
  { key: 'sent', label: 'Sent' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'failed', label: 'Failed' },
  { key: 'received', label: 'Received' },
] as const;
