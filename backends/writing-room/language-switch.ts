import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError, readBody } from '../http';
import { roomLanguageCookie, roomLanguageSchema } from './messages';
import { roomRoot } from './room-root';

const languageForm = z.object({
  lang: roomLanguageSchema,
  // Back to the room's page the switch was pressed on; anything else goes to the list.
  back: z
    .string()
    .refine((path) => /^\/__writing-room(?:[/?]|$)/.test(path) && !/\/\/|[\\\u0000-\u001f]/.test(path))
    .catch(roomRoot),
});

/** The language switch: kept in a cookie of the room's own path for a year. */
export async function chooseLanguage(req: IncomingMessage, res: ServerResponse) {
  const form = languageForm.safeParse(Object.fromEntries(new URLSearchParams(await readBody(req))));
  if (!form.success) throw new HttpError(400, `lang: one of ${roomLanguageSchema.options.join(', ')}`);
  res.setHeader(
    'set-cookie',
    `${roomLanguageCookie}=${form.data.lang}; Path=${roomRoot}; Max-Age=31536000; SameSite=Lax; HttpOnly`,
  );
  res.writeHead(303, { location: form.data.back }).end();
}
