import { config } from 'zod';

/**
 * zod for the rules the browser runs too. Jitless: zod's probe for `new Function` is a violation of
 * the Content-Security-Policy (no 'unsafe-eval', docs/adr/0002) on every page that parses.
 * Import it as a namespace (`import * as z from '@/lib/zod'`), never re-export zod's `z` object: passed
 * on as a value it brings all of zod into the browser, every language's messages included, where a
 * namespace import keeps only what it reads (docs/adr/0017).
 */
config({ jitless: true });

export * from 'zod';
