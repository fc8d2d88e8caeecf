/**
 * `node front.mjs` in the standalone output (front/bundle.ts): the front with Next behind it, where
 * `node server.js` would run Next alone. Imports run in order: the folder's configuration first, then
 * the front, which reads it when it loads. An unsupported Node stops before either (server/node-check.ts).
 */
import '../server/node-check';
import './standalone-setup';
import './serve';
