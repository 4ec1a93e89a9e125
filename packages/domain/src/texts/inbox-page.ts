// /inbox (issue 30): the shared SMS inbox. Ours, the spec shows only the link and its rule.

/** What the inbox's routes and its forms say about bad input: the same words in both. */
export const INBOX_MESSAGES = {
  conversationNotFound: 'This account has no such conversation.',
  assigneeUnknown: 'Assign the conversation to a user of this account who can use the inbox.',
  snoozeRequired: 'Choose until when to snooze the conversation.',
  snoozeInPast: 'Choose a time in the future to snooze until.',
  snoozeOnlyWhenSnoozed: 'A time to snooze until is given only with the snoozed status.',
  nothingToChange: 'Say what to change: the assignee, the status or the read state.',
  noteRequired: 'Write the note.',
  noteTooLong: 'A note may be at most 4,000 characters.',
  mentionUnknown: 'Mention users of this account only.',
  inboxUnknown: 'This account has no such inbox.',
  /** the 403 of an account without the inbox (doc 000 §3's flag) */
  notEnabled: 'The inbox is not enabled on this account.',
  notEnabledCanEnable: 'The inbox is not enabled on this account. Enable it with Add Feature.',
  notEnabledAskAdmin: 'The inbox is not enabled on this account. Ask an account administrator to enable it.',
} as const;

export const INBOX_NOTE_MAX_LENGTH = 4_000;

export const INBOX_VIEW_LABELS = { mine: 'Mine', unassigned: 'Unassigned', all: 'All' } as const;
export const INBOX_STATUS_LABELS = { open: 'Open', snoozed: 'Snoozed', closed: 'Closed' } as const;

/** The page's own words. */
export const INBOX_PAGE_TEXTS = {
  title: 'Inbox',
  /** the browser tab's name while conversations wait unread */
  tabTitle: '({count}) Inbox',
  listLabel: 'Conversations',
  viewsLabel: 'Whose conversations',
  statusLabel: 'Status',
  search: 'Search conversations',
  searchPlaceholder: 'Number or name',
  /** the inbox filter: one of the account's numbers or number sets, or all of them */
  inboxFilter: 'Inbox',
  allInboxes: 'All inboxes',
  /** a number whose friendly name is not the number itself */
  inboxNumberOption: '{name} ({number})',
  inboxSetOption: '{name} (number set)',
  empty: 'No conversations here.',
  emptySearch: 'No conversation matches your search.',
  loadMore: 'Load more',
  loadOlder: 'Load older messages',
  pick: 'Choose a conversation to read it.',
  newConversation: 'New conversation',
  newTo: 'To',
  newFrom: 'From',
  start: 'Start',
  assignee: 'Assignee',
  unassigned: 'Unassigned',
  claim: 'Assign to me',
  close: 'Close',
  reopen: 'Reopen',
  snooze: 'Snooze',
  snoozeUntil: 'Snooze until',
  snoozedUntil: 'Snoozed until {time}',
  reply: 'Reply',
  note: 'Note',
  notePlaceholder: 'An internal note: the customer never sees it. Type @ to mention someone.',
  addNote: 'Add note',
  noteBy: 'Note by {name}',
  send: 'Send',
  insertTemplate: 'Insert template',
  optedOut: 'This customer opted out (texted {keyword}): nothing can be sent until they text START.',
  contact: 'Contact',
  unknownContact: 'Not in your contacts.',
  createContact: 'Create contact',
  otherConversations: 'Other conversations',
  noOtherConversations: 'None.',
  optOutState: 'Opt-out',
  optedOutShort: 'Opted out',
  subscribed: 'Subscribed',
  unread: '{count} unread',
  /** said after the sidebar link's name ("Inbox, 3 unread"): the comma keeps the two apart */
  linkUnread: ', {count} unread',
  newMessageFrom: 'New message from {from}',
  newMessageSays: 'New message from {from}: {body}',
  you: 'you',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  simulateReply: 'Simulate a customer reply',
  simulatedNetwork: 'This account runs on the simulated network: no real text is sent.',
  // the list
  viewTab: '{view}, {count} unread',
  assignedTo: 'Assigned to {name}',
  previewImage: 'Image',
  previewYou: 'You: {text}',
  loading: 'Loading conversations…',
  loadFailed: 'The conversations could not be loaded.',
  // the conversation
  back: 'Back to conversations',
  loadingConversation: 'Loading the conversation…',
  conversationFailed: 'The conversation could not be loaded.',
  timelineLabel: 'Messages and notes',
  timelineStart: 'The beginning of the conversation.',
  olderFailed: 'Older messages could not be loaded.',
  messageError: 'Error {code}',
  imageAttached: 'Image attached',
  imageAlt: 'Image sent with the message',
  internalNote: 'Internal note',
  snoozeOneHour: 'For 1 hour',
  snoozeTomorrow: 'Until tomorrow, 9:00',
  snoozeNextWeek: 'Until next Monday, 9:00',
  snoozeCustom: 'Pick a date and time…',
  snoozeMenu: 'Snooze options',
  reopenSnoozed: 'Wake up now',
  snoozeConfirm: 'Snooze',
  cancel: 'Cancel',
  composerTabs: 'Reply or note',
  noteLabel: 'Note',
  mentionHint: 'Choose who to mention',
  mentioned: 'Mentions: {names}',
  chooseTemplate: 'Choose a template',
  noTemplates: 'No message templates yet.',
  replyWithTemplate: 'Sending the template “{title}”: its variables are filled from the contact.',
  // the contact panel
  contactNumber: 'Number',
  contactInbox: 'Inbox',
  optedOutOn: 'Texted {keyword} on {time}',
  // an account without the inbox
  enableInbox: 'Enable the inbox',
  // new conversation
  newConversationIntro:
    'Write the first message, then choose the number it goes from and the customer’s number.',
  message: 'Message',
  // the toast of a teammate's note that mentions the user, on whatever page they are
  mentionedYou: '{name} mentioned you',
  /** the note could not be read (it is not in the conversation's newest page, or the read failed) */
  mentionedYouSomeone: 'You were mentioned in a note',
  openMentionedConversation: 'Open the conversation',
} as const;
