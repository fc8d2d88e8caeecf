import { build } from 'esbuild';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Where the room's pages load the editor from: the backends serve it, no CDN. */
export const editorScriptPath = 'editor.js';

let bundled: Promise<string> | undefined;

/**
 * The editor (editor.ts and ProseMirror) as one script for the browser, bundled with esbuild at its
 * first request and kept for the life of the process: the backends start no slower for it.
 */
export async function sendEditorScript(res: ServerResponse) {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('editor.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]!.text);
  const script = await bundled;
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(script);
}
