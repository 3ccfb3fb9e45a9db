import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const locales = ['ja', 'fr', 'de', 'es'];

/** Types a static host compresses. */
const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

export interface ServeOptions {
  /** Compress text responses with gzip when the client accepts it (as a CDN does). */
  gzip?: boolean;
}

/**
 * Serves the production build the way a static host does: /docs/<path> from build/<path>,
 * directories by their index.html, unknown paths with the locale's 404.html and status 404.
 * `/robots.txt` comes from build/robots.txt, where the README's deploy steps put it (crawlers and
 * Lighthouse read it at the root only); 404 when the build has none.
 */
export async function serveBuild(buildDir: string, options: ServeOptions = {}): Promise<{url: string; close: () => Promise<void>}> {
  const gzipCache = new Map<string, Buffer>();
  /** Sends a file, gzip-compressed (level 9, cached per file) when enabled and accepted. */
  const send = (req: http.IncomingMessage, res: http.ServerResponse, status: number, file: string, type: string) => {
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (!options.gzip || !accepts || !compressible.test(type)) {
      res.writeHead(status, {'content-type': type});
      fs.createReadStream(file).pipe(res);
      return;
    }
    let body = gzipCache.get(file);
    if (!body) {
      body = zlib.gzipSync(fs.readFileSync(file), {level: 9});
      gzipCache.set(file, body);
    }
    res.writeHead(status, {'content-type': type, 'content-encoding': 'gzip', 'content-length': body.length, vary: 'Accept-Encoding'});
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (pathname === '/robots.txt') {
      const robots = path.join(buildDir, 'robots.txt');
      if (fs.existsSync(robots)) send(req, res, 200, robots, types['.txt'] as string);
      else res.writeHead(404, {'content-type': types['.txt'] as string}).end('Not found');
      return;
    }
    if (!pathname.startsWith('/docs/')) {
      res.writeHead(302, {location: '/docs/'}).end();
      return;
    }
    const rel = pathname.slice('/docs/'.length);
    let file = path.join(buildDir, rel);
    if (!file.startsWith(buildDir)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, {location: `${pathname}/${url.search}`}).end();
        return;
      }
      file = path.join(file, 'index.html');
    }
    if (fs.existsSync(file) && fs.statSync(file).isFile()) {
      send(req, res, 200, file, types[path.extname(file)] ?? 'application/octet-stream');
      return;
    }
    const locale = locales.find((l) => rel.startsWith(`${l}/`));
    const notFound = path.join(buildDir, locale ?? '', '404.html');
    if (!fs.existsSync(notFound)) {
      res.writeHead(404, {'content-type': types['.txt'] as string}).end('Not found');
      return;
    }
    send(req, res, 404, notFound, types['.html'] as string);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
