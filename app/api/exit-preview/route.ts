import { exitPreview } from '@prismicio/next';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { safeInternalPath } from '@/lib/redirect-target';
import { badRequest } from '@/server/api/json';
import { serverConfig } from '@/server/config';

const querySchema = z.object({ redirect: z.string().max(2000).optional() });

/**
 * Ends a Prismic preview session: draft mode off, preview cookie removed (@prismicio/next's
 * exitPreview). The hosted toolbar fetches it and refreshes (a JSON answer); the local backends' "Exit
 * preview" bar sends the page's path in `redirect`, and the editor lands back on that page, published.
 */
export async function GET(request: NextRequest) {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return badRequest(query.error);
  const exited = await exitPreview();
  if (query.data.redirect === undefined) return exited;
  const { siteUrl } = serverConfig();
  const back = safeInternalPath(query.data.redirect, siteUrl) ?? '/';
  return NextResponse.redirect(new URL(back, siteUrl), { status: 303, headers: exited.headers });
}
