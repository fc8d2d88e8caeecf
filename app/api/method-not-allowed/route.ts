import { methodNotAllowed } from '@/server/guards/refusal';

/** The answer to a method the Fetch API cannot carry (server/unfetchable-methods.ts). */
export function GET() {
  return methodNotAllowed();
}
