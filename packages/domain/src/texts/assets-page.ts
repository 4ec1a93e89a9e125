import type { TDeleteTexts } from './delete-texts';
// The /assets page's texts (issue 14), used from here only. The spec names the page and its
// columns' data (doc 000 §3, doc 001 §3), not its words: these are ours.
export const ASSETS_PAGE_TEXTS = {
  title: 'Assets',
  intro: 'The images of your MMS messages. Carriers fetch each one from its public URL.',
  tableLabel: 'Assets of the account',
  // columns
  image: 'Image',
  name: 'Name',
  description: 'Description',
  size: 'Size',
  type: 'Type',
  modified: 'Modified',
  publicUrl: 'Public URL',
  thumbnailAlt: '{name}',
  overBudget: 'Over {budget}',
  overBudgetHint: 'Larger than the {budget} carrier limit you chose: shrink it to send it there.',
  // actions
  upload: 'Upload image',
  // the Upload dialog here, after a try with a file over 1 MB: the picker's 'Larger files can be
  // added via the Assets section' (the spec's) would send the user where they are (issue 23)
  overLimitHint:
    'Images over 1 MB cannot be added anywhere in the portal: choose a smaller file, or shrink this one if offered below.',
  copyUrl: 'Copy the public URL of {name}',
  edit: 'Edit {name}',
  shrink: 'Shrink {name}',
  delete: 'Delete {name}',
  // edit
  editTitle: 'Edit asset',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Asset saved.',
  // shrink an asset to the carrier budget
  shrinkTitle: 'Shrink asset',
  shrinkIntro:
    "The shrunk image is added as a new asset: '{name}' and its public URL stay as they are, so messages that use it keep working.",
  shrunkName: '{name} ({budget})',
  downloading: 'Getting the image…',
  downloadFailed: 'The image could not be read from its public URL. Please try again.',
  shrunkFile: 'The shrunk image is {size}. Name it, then add it.',
  addShrunk: 'Add as new asset',
  shrunkAdded: "'{name}' added.",
} as const;

/** Asking before deleting assets (the one dialog of issue 25). */
export const ASSET_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete asset',
  manyTitle: 'Delete assets',
  one: "Delete '{name}'? Its public URL stops answering, also in messages already sent.",
  many: 'Delete {n} assets? Their public URLs stop answering, also in messages already sent.',
};
