/**
 * Doc 000 §4: after enabling, and on closing a dialog the address opened, the page reloads
 * without its query string. A real reload, so the session and the shell read the new flags;
 * `replace`, so Back does not return to the address that opens the dialog again.
 */
export function reloadWithoutQuery(): void {
  window.location.replace(`${window.location.pathname}${window.location.hash}`);
}
