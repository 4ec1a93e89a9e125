// The spec's exact texts for issue 13's layout helpers (doc 001 §2, §9 of ../shared/spec/), used
// from here only.

/** Doc 001 §2: the page container's width, in columns of a 16-column grid. */
export const PAGE_GRID_COLUMNS = 16;
export const PAGE_WIDTH_DEFAULT = 12;

/** Doc 001 §2, §9: the modal helper's defaults. */
export const MODAL_DEFAULTS = {
  /** 'Modal default size large' */
  size: 'lg',
  /** 'closes on dimmer click only if enabled' */
  closeOnDimmerClick: false,
  cancelText: 'Cancel',
} as const;

export const LAYOUT_TEXTS = {
  /** ours: the name of the breadcrumb trail's navigation landmark (WAI-ARIA breadcrumb pattern) */
  breadcrumbs: 'Breadcrumb',
  /** ours: the button of a part of a page that failed to load */
  tryAgain: 'Try again',
} as const;
