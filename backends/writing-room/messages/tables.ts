import { en, type RoomMessages } from './en';
import { fr } from './fr';

/** The room's tables by language: the server's pages and the editor's script (no zod, no Node) read them. */
const tables = { en, fr } as const;
export type RoomLanguage = keyof typeof tables;
export const roomLanguages = Object.keys(tables) as [RoomLanguage, ...RoomLanguage[]];

export const roomMessages = (language: RoomLanguage): RoomMessages => tables[language];

export const isRoomLanguage = (language: string): language is RoomLanguage => language in tables;
