// The spec's exact texts for issue 13's phone previews (doc 001 §1, §2, §9 of ../shared/spec/),
// used from here only.

export const PHONE_PREVIEW_TEXTS = {
  carrier: 'Carrier',
  battery: '99%',
  messagesApp: 'Messages',
  now: 'now',
  empty: 'Start typing in template field to view preview.',
  mediaUnavailable: 'Media URL cannot be previewed.',
  /** ours: the names screen readers hear for the illustrations */
  preview: 'Message preview',
  media: 'Message media',
  reputationImage: 'Reputation check',
  failedReputation: 'Failed reputation checks',
  messageInput: 'Text message',
  /** ours: the sender a preview shows when it is given no number (a number reserved for fiction) */
  sampleNumber: '+13125550123',
} as const;

export type TPhoneTarget = 'android' | 'ios';
export type TPhoneView = 'home' | 'messages';

/** Doc 001 §2: target default Android, view default home. */
export const PHONE_PREVIEW_DEFAULTS = { target: 'android', view: 'home' } as const satisfies {
  target: TPhoneTarget;
  view: TPhoneView;
};

export const PHONE_TARGET_NAMES: Record<TPhoneTarget, string> = { android: 'Android', ios: 'iOS' };
export const PHONE_VIEW_NAMES: Record<TPhoneView, string> = { home: 'Home', messages: 'Messages' };

/**
 * Doc 001 §2, §9: 412 px while failed_reputation has fewer than 2 entries. The taller value is not
 * shown: ours is 480 px, room for the list of failed checks under the reputation image (two rows
 * of 34 px) with the message area as tall as in the 412 px frame; a longer list scrolls.
 */
export const PHONE_FRAME_HEIGHT = 412;
export const PHONE_FRAME_TALL_HEIGHT = 480;
export const PHONE_FRAME_TALL_FROM = 2;

export const phoneFrameHeight = (failedReputation: readonly unknown[] = []) =>
  failedReputation.length < PHONE_FRAME_TALL_FROM ? PHONE_FRAME_HEIGHT : PHONE_FRAME_TALL_HEIGHT;

/** Doc 001 §1: the decorative mock-ups' sizes, in px. */
export const PHONE_MOCKUP_SIZES = {
  appIcon: { width: 60, height: 60 },
  inputBar: { width: 375, height: 44 },
  appStrip: { width: 375, height: 25 },
} as const;

// Made once: toLocale*String builds a formatter on every call, and the preview is drawn on every
// keystroke in the composer.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** Doc 001 §2: the preview's date, as weekday, month and day ('Monday, November 23'). */
export const previewDate = (date: Date) => DATE_FORMAT.format(date);

/** The status bar's clock: hours and minutes as a phone shows them ('9:41'; no AM/PM). */
export const previewTime = (date: Date) => TIME_FORMAT.format(date).replace(/\s?[AP]M$/, '');
