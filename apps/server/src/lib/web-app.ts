import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files under assets/ carry a hash of their content in their name: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the other unhashed files: asked again on every use. */
const REVALIDATE = 'no-cache';

export function cacheControlOf(root: string, file: string): string {
  return file.startsWith(`${root}${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app from `root`: the brotli or gzip copy the build wrote beside each file
 * (apps/web/scripts/compress-dist.mjs) when the browser accepts it, hashed assets cached for a year,
 * and index.html for any other page's address. Does nothing when there is no build.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(root)) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlOf(root, file)),
  });
  return true;
}
