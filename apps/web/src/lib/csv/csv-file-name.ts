/**
 * doc 001 §2: "the export file name is the base name plus the date". The date is the local
 * YYYY-MM-DD: it sorts, and it holds no slash, which a file name cannot.
 */
export function csvFileName(baseName: string, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${baseName}-${day}.csv`;
}
