import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FinishedAnswer } from './front-cache';

/**
 * Hands `done` the answer Next.js wrote to `response` (status, headers and the body as sent, compressed
 * when it was), once it has all gone out. Nothing is handed over for an answer larger than `maxBytes`,
 * one whose client left before the end, or one written with raw header arrays.
 */
export function recordAnswer(
  response: ServerResponse,
  maxBytes: number,
  done: (answer: FinishedAnswer) => void,
): void {
  const chunks: Buffer[] = [];
  const headersOfWriteHead: OutgoingHttpHeaders = {};
  let bytes = 0;
  let whole = true;

  const keep = (chunk: unknown, encoding: unknown) => {
    if (!whole || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : // A copy: the writer may reuse its buffer once written.
          Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      whole = false;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };

  const { write, end, writeHead } = response;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof response.end;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    for (const argument of rest) {
      if (Array.isArray(argument)) whole = false;
      else if (argument && typeof argument === 'object')
        for (const [name, value] of Object.entries(argument))
          headersOfWriteHead[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof response.writeHead;

  response.once('finish', () => {
    if (!whole) return;
    done({
      status: response.statusCode,
      headers: { ...response.getHeaders(), ...headersOfWriteHead },
      body: Buffer.concat(chunks),
    });
  });
}
