import { articlesListRequestSchema } from '@/lib/articles';
import { badRequest, readJsonBody } from '@/server/api/json';
import { listArticles } from '@/server/loaders/articles';
import { withRateLimit } from '@/server/rate-limit';

/** spec §7.2 POST blog/get-blog-articles-list: one page of articles, newest first. */
export async function POST(request: Request) {
  return withRateLimit('articlesList', request, () => answer(request));
}

async function answer(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return badRequest(body.error);
  const parsed = articlesListRequestSchema.safeParse(body.value);
  if (!parsed.success) return badRequest(parsed.error);
  const { locale, ...query } = parsed.data;
  return Response.json(await listArticles(locale, query), { headers: { 'cache-control': 'no-store' } });
}
