import { refusal } from '@/server/guards/refusal';

/**
 * A path of the product's own API that names no action (spec §7.2): the API's JSON error, not the
 * shop's HTML 404 page, whatever the method. The actions' own routes take precedence over this one.
 */
function notFound() {
  return refusal(404, 'no such API action', 'NOT_FOUND');
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
