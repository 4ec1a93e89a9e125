// @page /dev/crash
/** /dev/crash: throws while rendering, so the root failure page can be reached for real. */
export function Component(): never {
  throw new Error('Deliberate failure from /dev/crash');
}
