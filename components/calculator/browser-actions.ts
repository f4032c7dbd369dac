/** Browser-only side effects of the calculator's buttons, kept apart from the pure `lib/` builders. */

/** Saves `text` as a file without a server round trip (docs/product.md §7: the CSV is built in the browser). */
export function downloadTextFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the blob asynchronously; revoking at once can cancel it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Copies `text`; resolves false when the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Rewrites the address-bar hash without a history entry, keeping the router's history state. */
export function replaceHash(hash: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}
