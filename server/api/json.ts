import 'server-only';
import type { z } from 'zod';

/** JSON bodies and 4xx answers of the product's own API: bad input names its field, never a 500. */

export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await request.json() };
  } catch {
    return { ok: false, error: 'body is not valid JSON' };
  }
}

export function badRequest(problem: string | z.ZodError, status = 400): Response {
  if (typeof problem === 'string') return Response.json({ error: problem }, { status });
  const issue = problem.issues[0]!;
  const field = issue.path.join('.') || 'body';
  return Response.json({ error: `${field}: ${issue.message}`, field }, { status });
}
