import { cookies, draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { badRequest } from '@/server/api/json';
import { serverConfig } from '@/server/config';
import { previewCookieName, previewTokenFromCookie, verifyPreview } from '@/server/prismic/preview';
import { withRateLimit } from '@/server/rate-limit';

const querySchema = z.object({
  token: z.string().min(1).max(2000).optional(),
  documentId: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});

/**
 * Prismic's preview entry point: with a preview token the repository accepts (from the query, or the
 * toolbar's cookie), turns draft mode on and redirects to the previewed document's page. Anything else
 * is refused and draft mode stays off. Draft mode only bypasses the caches for editors; it grants no
 * access to private pages (server/private-access.ts).
 */
export async function GET(request: NextRequest) {
  return withRateLimit('preview', request, () => answer(request));
}

async function answer(request: NextRequest) {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return badRequest(query.error);
  const jar = await cookies();
  const token = query.data.token ?? previewTokenFromCookie(jar.get(previewCookieName)?.value);
  if (!token) return badRequest('token: missing');
  const path = await verifyPreview(token, query.data.documentId ?? null);
  if (!path)
    return Response.json(
      { error: 'token: not a preview of this repository', code: 'TOKEN_INVALID' },
      { status: 401 },
    );
  (await draftMode()).enable();
  const { siteUrl, prismic } = serverConfig();
  // The toolbar reads this cookie in the browser, so it cannot be HttpOnly.
  jar.set(previewCookieName, JSON.stringify({ [`${prismic.repository}.prismic.io`]: { preview: token } }), {
    path: '/',
    sameSite: 'lax',
    secure: siteUrl.startsWith('https:'),
  });
  return NextResponse.redirect(new URL(path, siteUrl), 307);
}
