import { z } from 'zod';
import { safeInternalPath } from '@/lib/redirect-target';
import { badRequest } from '@/server/api/json';
import { serverConfig } from '@/server/config';
import { hasPrivateAccess } from '@/server/private-access';

const querySchema = z.object({
  redirectUrl: z.string().max(2000),
});

/**
 * spec §7.3 GET private check: `null` means not allowed, anything else is a success. The answer names
 * the path checked so a client can go back to it; the rule is in server/private-access.ts.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse({ redirectUrl: url.searchParams.get('redirectUrl') ?? undefined });
  if (!parsed.success) return badRequest(parsed.error);
  const path = safeInternalPath(parsed.data.redirectUrl, serverConfig().siteUrl);
  if (!path) return badRequest('redirectUrl: must be a path of this site');
  const allowed = await hasPrivateAccess();
  return Response.json(allowed ? { ok: true, redirectUrl: path } : null, {
    headers: { 'cache-control': 'private, no-store' },
  });
}
