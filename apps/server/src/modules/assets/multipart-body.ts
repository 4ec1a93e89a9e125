import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a text field, or a file with its bytes. */
export type TPart =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Uint8Array; contentType?: string };

/**
 * A multipart/form-data body as a browser sends it, for tests, the fuzzer and the benchmark
 * (inject and raw sockets need the bytes; the body is small enough to build whole).
 */
export function multipartBody(parts: readonly TPart[]): { body: Buffer; contentType: string } {
  const boundary = `----parley${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('filename' in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
