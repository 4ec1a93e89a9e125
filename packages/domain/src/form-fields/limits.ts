/** The form fields' constants of doc 001 §5 and §9, written once. */
export const FORM_FIELD_LIMITS = {
  /** doc 001 §5: the preset amount selector's choices, in dollars */
  presetAmounts: [10, 50, 100, 200, 300, 400, 500, 1000, 2000, 5000],
  /** ours (doc 001: "other form field bounds: not shown"): a custom amount is 1 to 100,000 dollars */
  customAmountMin: 1,
  customAmountMax: 100_000,
  /** doc 001 §5: numeric money fields' default minimum */
  moneyMin: -999_999_999,
  /** ours: the mirror of the minimum */
  moneyMax: 999_999_999,
  /** doc 001 §5: time pickers' default step */
  timeStepMinutes: 5,
  /** doc 001 §5: the recurring schedule's step */
  scheduleStepMinutes: 15,
  /** doc 001 §5: a schedule expires from today to this many months ahead */
  scheduleExpirationMonths: 3,
  /** doc 001 §5: a simple value list's default maximum */
  valueListMax: 5,
  /** doc 001 §9: a rating's default maximum */
  ratingMax: 5,
  /** doc 001 §5: file upload's default type */
  fileAccept: '.csv',
  /** ours: a CSV chosen in the browser is at most 10 MB (the server's own limit decides what it takes) */
  fileMaxBytes: 10_000_000,
  /** doc 001 §4, §9: the email check waits for the typing to stop, like the text search */
  emailCheckDebounceMs: 500,
} as const;
