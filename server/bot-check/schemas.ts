import { botCheckActions } from '@/lib/bot-check';
import * as z from '@/lib/zod';

export const botCheckActionSchema = z.enum(botCheckActions);

/** Both providers' tokens are a few hundred characters; anything longer is not one. */
export const botCheckTokenSchema = z.string().trim().min(1).max(4000);
