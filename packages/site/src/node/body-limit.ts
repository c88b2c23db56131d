// Refuses request bodies larger than the site server will ever need, before React Router reads
// them: actions call `request.formData()`, which holds the whole body in memory.
import type { IncomingMessage, ServerResponse } from 'node:http';

const MIB = 1024 * 1024;

/**
 * Middleware that refuses oversized request bodies without reading them.
 *
 * Why the headers are enough: Node's HTTP parser frames a body by its `Content-Length` and never
 * hands on more bytes than it announces (a request that sends both `Content-Length` and
 * `Transfer-Encoding` is rejected by the parser), so a body is at most its `Content-Length`.
 * Checking that header refuses a large upload before a byte of it is buffered and leaves the
 * stream untouched for React Router. A body without a length (`Transfer-Encoding: chunked`)
 * could only be bounded by counting it while React Router reads it, and browsers never send one
 * for a form, `fetch(FormData)` or an XMLHttpRequest upload — so such bodies are refused with
 * 411 Length Required instead of being counted.
 *
 * Refusals close the connection (`Connection: close`): the unread body is not drained.
 */
export function bodyLimit({
  maxBytes,
}: {
  maxBytes: number;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length !== undefined) {
      if (Number(length) > maxBytes) {
        refuse(res, 413, `The request is too large: at most ${formatSize(maxBytes)} can be sent.`);
        return;
      }
      next();
      return;
    }
    if (req.headers['transfer-encoding'] !== undefined) {
      refuse(res, 411, 'The request must state its length (Content-Length).');
      return;
    }
    next(); // No length and no transfer coding: HTTP/1.1 says there is no body.
  };
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(message),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(message);
}

/** A byte count for people: "21 MiB", "512 KiB", "100 bytes". */
function formatSize(bytes: number): string {
  if (bytes >= MIB) return `${Number((bytes / MIB).toFixed(1))} MiB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KiB`;
  return `${bytes} bytes`;
}
