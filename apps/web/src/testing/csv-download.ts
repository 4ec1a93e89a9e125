import { waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { expect, vi } from 'vitest';

/** The text of a Blob (jsdom's has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** Catches the file an export downloads: call before the click, await the answer after it. */
export function catchDownload() {
  const caught: { name?: string; blob?: Blob } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    caught.blob = blob as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    caught.name = this.download;
  });
  return async () => {
    await waitFor(() => expect(caught.name).toBeDefined());
    return { name: caught.name!, rows: Papa.parse<string[]>(await blobText(caught.blob!)).data };
  };
}
