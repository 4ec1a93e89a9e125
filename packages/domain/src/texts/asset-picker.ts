// The asset picker's and the assets URL picker's texts (doc 000 §4–§5, §8, §9; doc 001 §3), used from here only.
// The spec's own texts are ASSET_TEXTS (resources/assets.ts) and PICKER_TEXTS.noAssets; these are ours.
import { formatFileSize } from '../format/file-size';
import { fillText } from './fill-text';

export const ASSET_PICKER_TEXTS = {
  /** the closed picker's button, with nothing chosen */
  choose: 'Choose image',
  /** the closed picker's button, with an image chosen */
  change: 'Change image',
  remove: 'Remove',
  /** the Remove button's name: '{name}' is the asset's */
  removeNamed: 'Remove {name}',
  /** the chosen image's region */
  chosen: 'Chosen image',
  noneChosen: 'No image chosen',
  libraryTitle: 'Choose an image',
  addImage: 'Add image',
  search: 'Search images',
  /** the radio group of the library's images */
  results: 'Images',
  confirm: 'Confirm',
  /** a page of the library is shown, more match */
  moreThanShown: 'Showing the first {count} images by name. Search to find others.',
  addTitle: 'Add image',
  file: 'Image file',
  filePlaceholder: 'Choose a JPEG, PNG or GIF file',
  fileHelp: 'At most 1 MB.',
  name: 'Name',
  description: 'Description',
  preview: 'Preview of {name}',
  upload: 'Upload',
  uploadingTitle: 'Uploading image',
  /** '{sent} of {total}' with sizes */
  uploadProgress: '{sent} of {total}',
  uploadProgressLabel: 'Upload progress',
  /** the uploading dialog's Cancel */
  stopUpload: 'Stop upload',
  /** an upload stopped before its answer (the dialog's Stop, or the page left) */
  uploadStopped: 'The upload was stopped.',
  /** an image within the 1 MB library limit but over the message's own (smaller) budget */
  overBudget: 'This image is {size}, over the {budget} this message can carry. Please select another image.',
  /** the assets URL picker: the typed URL offered when no asset matches */
  useUrl: 'Use {url}',
  useUrlHint: 'Your URL',
} as const;

/** The /asset-manager demo (doc 000 §2's developer page): the pickers on their own. */
export const ASSET_MANAGER_TEXTS = {
  intro: 'The asset picker and the assets URL picker on their own, as a message uses them.',
  pickerTitle: 'Asset picker',
  pickerHelp:
    'Choose an image of your library, or add one. Its size is measured against your carrier size limit.',
  /** what the picker holds, under it */
  heldTitle: 'What the picker holds',
  heldName: 'Name',
  heldSize: 'Size',
  heldType: 'Type',
  heldUrl: 'Public URL',
  heldDescription: 'Description',
  urlTitle: 'Assets URL picker',
  urlLabel: 'Image URL',
  urlHelp: 'An image of your library, or the http(s) address of one elsewhere.',
  urlSubmit: 'Use this URL',
  /** the form's answer: '{url}' is the value it sent */
  urlSent: 'The form sent {url}',
} as const;

/** 'This image is 812 KB, over the 600 KB this message can carry…' */
export const overBudgetText = (size: number, budget: number) =>
  fillText(ASSET_PICKER_TEXTS.overBudget, { size: formatFileSize(size), budget: formatFileSize(budget) });
