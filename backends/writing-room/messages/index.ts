import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { RoomMessages } from './en';
import { roomLanguages, type RoomLanguage } from './tables';

export type { RoomMessages };
export { roomMessages, type RoomLanguage } from './tables';

/** The cookie the room's language switch sets; it outranks the browser's Accept-Language. */
export const roomLanguageCookie = 'writing-room-lang';
export const roomLanguageSchema = z.enum(roomLanguages);

/** The editor's language: the switch's cookie, else the first of en and fr the browser asks for, else en. */
export function roomLanguage(req: IncomingMessage): RoomLanguage {
  const cookie = (req.headers.cookie ?? '')
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${roomLanguageCookie}=`))
    ?.slice(roomLanguageCookie.length + 1);
  const chosen = roomLanguageSchema.safeParse(cookie);
  if (chosen.success) return chosen.data;
  const asked = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { language: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of asked) {
    const known = roomLanguageSchema.safeParse(language);
    if (known.success) return known.data;
  }
  return 'en';
}
