/**
 * Doc 001 §9: file sizes use B, KB and MB. Ours: decimal units (1 KB = 1,000 B), as the upload
 * limit of 1,000,000 bytes then reads "1 MB"; one decimal above bytes, a trailing .0 dropped.
 * Sizes past a gigabyte stay in MB (the spec names no larger unit).
 */
export const FILE_SIZE_UNIT = 1000;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const b = Math.round(bytes);
  if (b < FILE_SIZE_UNIT) return `${b} B`;
  const kb = b / FILE_SIZE_UNIT;
  // a value that would round to 1000 KB reads as 1 MB
  if (Math.round(kb * 10) / 10 < FILE_SIZE_UNIT) return `${oneDecimal(kb)} KB`;
  return `${oneDecimal(kb / FILE_SIZE_UNIT)} MB`;
}

const oneDecimal = (n: number) =>
  (Math.round(n * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });
