import type { IncomingMessage } from 'node:http';
import { maxBodyBytes } from '../lib/request-screen';

/** How much of a refused body is read and thrown away, and for how long, before the socket is cut. */
const lingerLimit = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/**
 * A 413 sent while the client is still writing its body is lost: closing the socket on unread data
 * resets it, and the client sees a broken pipe instead of the answer. So the body is read and thrown
 * away first (as nginx's lingering close does), within a bound that keeps this from being a way to
 * hold the shop's sockets; past it the socket is cut. `answer` writes the 413 once the body has ended.
 */
export function refuseTooLarge(request: IncomingMessage, answer: () => void) {
  let read = 0;
  const linger = lingering(request);
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > lingerLimit.bytes) linger.cut();
  });
  request.on('end', answer);
}

/**
 * A chunked body has no Content-Length for the screen to refuse on (lib/request-screen.ts), so its
 * bytes are counted at the stream's `push`, as the parser hands them over: counting there rather than
 * reading leaves the body whole for Next. Within the cap (`maxBodyBytes`) `complete` lets the request
 * go on once it has all arrived; past it, what was kept is let go, the rest discarded, and `tooLarge`
 * answers at its end.
 */
export function holdChunkedBody(
  request: IncomingMessage,
  { complete, tooLarge }: { complete: () => void; tooLarge: () => void },
) {
  const push = request.push.bind(request);
  let received = 0;
  let linger: ReturnType<typeof lingering> | null = null;
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null) {
      request.push = push;
      push(null);
      if (linger) tooLarge();
      else complete();
      return false;
    }
    received += (chunk as Buffer).length;
    if (received > maxBodyBytes && !linger) {
      linger = lingering(request);
      // What was kept is not needed any more.
      request.read();
    }
    if (linger) {
      if (received > lingerLimit.bytes) linger.cut();
      return true;
    }
    push(chunk, encoding);
    // The parser keeps reading (the count above is the bound), so the body arrives while it waits.
    return true;
  };
}

/** The socket is cut once the client has had the limit's time to finish writing. */
function lingering(request: IncomingMessage) {
  const cut = () => request.socket.destroy();
  const timer = setTimeout(cut, lingerLimit.ms);
  request.on('close', () => clearTimeout(timer));
  return { cut };
}
