import { config } from 'zod';

/**
 * zod for the rules the browser runs too. Jitless: zod otherwise probes once whether it may compile
 * parsers with `new Function`, which the Content-Security-Policy (no 'unsafe-eval', docs/adr/0002)
 * reports as a violation on every page that parses in the browser.
 *
 * Import it as a namespace (`import * as z from '@/lib/zod'`), never re-export zod's `z` object: the
 * bundler keeps only the members a namespace import reads, while the `z` object, once passed on as a
 * value, brings all of zod into the browser, its error messages in every language included (390 KB
 * where a form needs ~107 KB).
 */
config({ jitless: true });

export * from 'zod';
