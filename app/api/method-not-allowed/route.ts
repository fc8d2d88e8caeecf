import { methodNotAllowed } from '@/server/guards/refusal';

/** The answer to a method the Fetch API cannot carry (server/requests-next-fails-on.ts). */
export function GET() {
  return methodNotAllowed();
}
