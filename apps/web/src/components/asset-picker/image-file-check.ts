import { checkImageBytes, type TImageCheck } from '@parley/domain';
import { useEffect, useState } from 'react';

const checked = new WeakMap<Blob, Promise<TImageCheck>>();

/**
 * The domain's check of a chosen file (the server's too): its type from the magic numbers, its
 * structure to the end marker, its pixels from the headers. Read once per file, so the form's
 * validation and the dialog share one answer; nothing is decoded, so a bomb costs its bytes only.
 */
export function checkImageFile(file: Blob): Promise<TImageCheck> {
  let check = checked.get(file);
  if (!check) {
    check = file.arrayBuffer().then((bytes) => checkImageBytes(new Uint8Array(bytes)));
    checked.set(file, check);
  }
  return check;
}

/** The check of the file in hand: null while it is read (or with no file). */
export function useImageFileCheck(file: File | null): TImageCheck | null {
  const [held, setHeld] = useState<{ file: File; check: TImageCheck } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void checkImageFile(file).then((check) => {
      if (current) setHeld({ file, check });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return held && held.file === file ? held.check : null;
}
