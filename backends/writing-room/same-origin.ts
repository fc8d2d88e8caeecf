import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http';

/**
 * A form posted from anywhere but the room's own pages is refused (cross-site request forgery): the
 * room changes what the shop publishes. A browser says where a form comes from in Sec-Fetch-Site and
 * Origin; the shop on another port of the same host is same-site but not same-origin, so it is refused
 * too, and so is an opaque origin (`null`: a sandboxed frame, a data: page). A request with neither
 * header comes from no browser (a script on the editor's machine), which no other site can send.
 */
export function refuseOtherSites(req: IncomingMessage) {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const sameOrigin = (value: string) => {
    try {
      return new URL(value).host === req.headers.host;
    } catch {
      return false;
    }
  };
  if ((site && site !== 'same-origin') || (origin && !sameOrigin(origin)))
    throw new HttpError(403, 'The writing room takes forms from its own pages only');
}
