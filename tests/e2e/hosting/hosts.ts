import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { userInfo, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, startGroup, waitForHttp, type Started } from "./processes";

/** The export every host serves, and the project's own host configuration. */
const ROOT = resolve(__dirname, "../../..");
const OUT = join(ROOT, "out");
const NGINX_SITE = join(ROOT, "deploy/nginx/site.conf");
const NGINX_MAIN = join(ROOT, "deploy/nginx/main.conf");
const NGINX_SNIPPETS = ["security-headers.conf", "client-limits.conf"];
/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

export const HOST_NAMES = ["npm start", "nginx", "cloudflare pages"] as const;
export type HostName = (typeof HOST_NAMES)[number];

export type Host = {
  name: HostName;
  baseURL: string;
  /** Encodings the host compresses text with when the client accepts them. */
  compresses: readonly ("br" | "gzip")[];
  /** Statuses the host may give `/_headers` (never 200). */
  headersFileStatuses: readonly number[];
  /** Whether a request naming another host (a forged Host header) gets the site at all. */
  answersUnknownHosts: boolean;
  /** The statuses for a request target, and for headers, too long to read. */
  tooLong: { target: number; headers: number };
  /** Whether answers to requests the HTTP parser refuses carry the security headers. */
  parserErrorsHaveHeaders: boolean;
  /** Whether a dotfile in the export (an `.env` copied there) is refused with the 404 page. */
  hidesDotfiles: boolean;
  /** Whether If-None-Match with a list of ETags gets a 304 when one of them matches. */
  revalidatesEtagLists: boolean;
  /** Whether a 405 says which methods are allowed (Allow). */
  allowOn405: boolean;
  /** Whether a symlink in the export that leads out of it is followed. */
  followsSymlinksOut: boolean;
  /**
   * Seconds after which the host lets go of a slow client: one that is still sending its request's
   * headers, one that leaves a kept-alive connection idle, and one that stopped reading an answer
   * (null: it keeps that connection).
   */
  slowClients: { headers: number; idle: number; stalledReader: number | null };
  /** Requests one client address may have in progress at once before it gets 429 (null: no limit). */
  requestsPerClient: number | null;
  /**
   * The status for a page's address spelled with a "." or ".." segment or an encoded slash
   * ("/./", "/portfolio/%2e%2e/", "/portfolio%2F"): 404, or 200 where the host resolves the
   * spelling to the page first.
   */
  oddSpellings: 404 | 200;
  /**
   * Whether a gzip copy the build wrote for nginx ("/index.html.gz") is served as a file of its
   * own (a gzip download, never a page) rather than not found: the local Pages runtime serves every
   * file of the export (a Pages build writes no copies: scripts/precompress.mjs).
   */
  servesPrecompressedCopies: boolean;
  /** Whether repeated slashes and a trailing index.html go to the page in one redirect. */
  canonicalInOneHop: boolean;
  /** Whether a Range header is honoured (206, and 416 past the end). */
  byteRanges: boolean;
  /**
   * Whether another client is answered within a second while one address floods the host with
   * hundreds of pipelining connections (false: the host only recovers once the flood ends).
   */
  holdsFloods: boolean;
  /** The resident memory of the host's processes, in KiB. */
  residentKiB: () => number;
  /** The size of the host's error log in bytes, where it keeps one (nginx); null elsewhere. */
  errorLogBytes: () => number | null;
  stop: () => Promise<void>;
};

export async function startHost(name: HostName): Promise<Host> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const scratch = mkdtempSync(join(tmpdir(), `host-${name.replace(/\W+/g, "-")}-`));
  const started = await launch(name, port, scratch, await freePort());
  await waitForHttp(`${baseURL}/`, started);
  return {
    name,
    baseURL,
    ...TRAITS[name],
    residentKiB: started.residentKiB,
    errorLogBytes: () => (name === "nginx" ? fileBytes(errorLogOf(scratch)) : null),
    stop: async () => {
      await started.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** What differs between the hosts, each difference asserted by the hosting spec. */
const TRAITS: Record<HostName, Omit<Host, "name" | "baseURL" | "residentKiB" | "errorLogBytes" | "stop">> = {
  // A preview on localhost has no configured name to check a Host header against.
  "npm start": {
    compresses: ["br", "gzip"],
    headersFileStatuses: [404],
    answersUnknownHosts: true,
    tooLong: { target: 414, headers: 431 },
    parserErrorsHaveHeaders: true,
    hidesDotfiles: true,
    revalidatesEtagLists: true,
    allowOn405: true,
    followsSymlinksOut: false,
    // A connection is checked every second for headers sent too slowly. One where nothing moves
    // for 30 s closes, but a client that stopped reading still takes a trickle (its kernel frees
    // buffer room now and then), so it is kept, at the cost of the one answer it is being sent.
    slowClients: { headers: 10, idle: 5, stalledReader: null },
    // It caps connections in all (512), not per address: a preview's clients are all local.
    requestsPerClient: null,
    oddSpellings: 404,
    servesPrecompressedCopies: false,
    canonicalInOneHop: true,
    byteRanges: true,
    // One Node process: beside 70 connections each holding a 16 MB answer unread and 230
    // pipelining thousands of requests, a visitor can wait over a second on a busy two-core
    // machine. It recovers; tests/unit/serve-flood.test.ts holds it to its own flood's bounds.
    holdsFloods: false,
  },
  // nginx sends the export's precompressed .gz copies, and no Brotli (docs/deploying.md says why).
  // nginx has no 431: headers too large get "400 Request Header Or Cookie Too Large". Unknown
  // names get 444.
  nginx: {
    compresses: ["gzip"],
    headersFileStatuses: [404],
    answersUnknownHosts: false,
    tooLong: { target: 414, headers: 400 },
    parserErrorsHaveHeaders: true,
    hidesDotfiles: true,
    revalidatesEtagLists: true,
    allowOn405: true,
    followsSymlinksOut: false,
    slowClients: { headers: 10, idle: 10, stalledReader: 10 },
    requestsPerClient: 64,
    oddSpellings: 404,
    servesPrecompressedCopies: false,
    canonicalInOneHop: true,
    byteRanges: true,
    holdsFloods: true,
  },
  // The local Pages runtime answers /_headers (and /_redirects) with a 502 where the real host gives
  // 404; it answers any Host (the real host only its project's domains), refuses a long target with
  // 431, sends its parser errors without the site's headers, and compares If-None-Match as a single
  // ETag. Pages uploads every file of out/ but .git and .DS_Store, so it serves dotfiles like the
  // real host: keeping them out of public/ is what keeps them off the site. Its 405 names no Allow;
  // it reads through a symlink wherever it leads (a build makes none); its slow-client timeouts
  // are those of the local runtime's own proxy (the edge sets its own) and it keeps a
  // client that stopped reading; Cloudflare limits abusive clients at its edge, not per project,
  // and the local runtime stalls under one client's flood until it ends. It resolves "." and ".."
  // segments and encoded slashes before looking a path up, serving the page there, takes
  // "/portfolio//index.html" to the page in two redirects, and ignores Range.
  "cloudflare pages": {
    compresses: ["br", "gzip"],
    headersFileStatuses: [404, 502],
    answersUnknownHosts: true,
    tooLong: { target: 431, headers: 431 },
    parserErrorsHaveHeaders: false,
    hidesDotfiles: false,
    revalidatesEtagLists: false,
    allowOn405: false,
    followsSymlinksOut: true,
    slowClients: { headers: 15, idle: 5, stalledReader: null },
    requestsPerClient: null,
    oddSpellings: 200,
    servesPrecompressedCopies: true,
    canonicalInOneHop: false,
    byteRanges: false,
    holdsFloods: false,
  },
};

function launch(name: HostName, port: number, scratch: string, spare: number): Started {
  switch (name) {
    case "npm start":
      return startGroup(process.execPath, [join(ROOT, "scripts/serve.mjs"), OUT], {
        env: { ...process.env, PORT: String(port) },
      });
    case "nginx":
      writeNginxConfig(scratch, port);
      return startGroup(NGINX, ["-p", scratch, "-c", join(scratch, "nginx.conf"), "-g", "daemon off;"], {});
    case "cloudflare pages":
      return startGroup(
        join(ROOT, "node_modules/.bin/wrangler"),
        [
          "pages",
          "dev",
          OUT,
          "--ip",
          "127.0.0.1",
          "--port",
          String(port),
          // The newest date the runtime bundled with wrangler 4.86 (the last for Node 20) accepts.
          "--compatibility-date",
          "2026-04-01",
          // Its debugger port defaults to 9229, which a second instance (the other worker) can't take.
          "--inspector-port",
          String(spare),
          "--show-interactive-dev-session",
          "false",
          "--persist-to",
          join(scratch, "state"),
          "--log-level",
          "warn",
        ],
        {
          cwd: scratch,
          env: {
            ...process.env,
            WRANGLER_SEND_METRICS: "false",
            // The banner is what checks the registry for a newer wrangler.
            WRANGLER_HIDE_BANNER: "true",
            // No fetch of Cloudflare's request metadata: this machine has no internet.
            CLOUDFLARE_CF_FETCH_ENABLED: "false",
            WRANGLER_LOG_PATH: join(scratch, "logs"),
            XDG_CONFIG_HOME: join(scratch, "config"),
            CI: "true",
          },
        },
      );
  }
}

/**
 * deploy/nginx/site.conf as a marketer installs it, changed only where a test must: its HTTPS
 * servers (the site and the default server for other names) on a local port without TLS, so the
 * HTTP-to-HTTPS servers and the certificate lines go, the site named 127.0.0.1 (the Host the tests
 * send) and the export as root, its page policies included from there.
 */
export function nginxSiteForTest(site: string, port: number, root: string): string {
  const tlsServers = serverBlocks(site).filter((block) => /listen\s+443\b/.test(block));
  if (!tlsServers.some((block) => /server_name\s/.test(block))) {
    throw new Error("deploy/nginx/site.conf has no named server listening on 443");
  }
  const local = tlsServers
    .map((block) =>
      block
        .replace(/^(\s*)listen\s+443\b(?:\s+(?:ssl|http2))*/m, `$1listen 127.0.0.1:${port}`)
        .replace(/^\s*listen\s+\[::\]:443\b[^;]*;\n/m, "")
        .replace(/^\s*ssl_\w+\s[^;]*;\n/gm, "")
        .replace(/^(\s*)server_name\s+[^;]+;/m, "$1server_name 127.0.0.1;")
        .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`),
    )
    .join("\n\n");
  if (!local.includes(`root ${root};`)) throw new Error("deploy/nginx/site.conf sets no root");
  // The http-level files read from the export (the page policies' map) are read from this one.
  const siteRoot = /^\s*root\s+([^;]+);/m.exec(site)?.[1];
  return `${nginxHttpLevel(site).replaceAll(`${siteRoot}/`, `${root}/`)}\n\n${local}`;
}

/** The directives of site.conf outside its server blocks: http-level ones, such as zones. */
export function nginxHttpLevel(site: string): string {
  let rest = site;
  for (const block of serverBlocks(site)) rest = rest.replace(block, "");
  return rest
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .join("\n");
}

function serverBlocks(config: string): string[] {
  const blocks: string[] = [];
  for (const match of config.matchAll(/^server\s*\{/gm)) {
    let depth = 0;
    for (let i = match.index; i < config.length; i++) {
      if (config[i] === "{") depth++;
      else if (config[i] === "}" && --depth === 0) {
        blocks.push(config.slice(match.index, i + 1));
        break;
      }
    }
  }
  return blocks;
}

const fileBytes = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** Where nginx started in `scratch` writes its error log. */
const errorLogOf = (scratch: string) => join(scratch, "error.log");

function writeNginxConfig(scratch: string, port: number) {
  mkdirSync(join(scratch, "snippets"), { recursive: true });
  mkdirSync(join(scratch, "temp"), { recursive: true });
  for (const snippet of NGINX_SNIPPETS) {
    copyFileSync(join(ROOT, "deploy/nginx", snippet), join(scratch, "snippets", snippet));
  }
  writeFileSync(join(scratch, "site.conf"), nginxSiteForTest(readFileSync(NGINX_SITE, "utf8"), port, OUT));
  writeFileSync(
    join(scratch, "nginx.conf"),
    nginxMainConfig(scratch, [
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  include site.conf;",
    ]),
  );
}

/**
 * The main file, standing in for Debian's /etc/nginx/nginx.conf with deploy/nginx/main.conf's
 * settings (workers, connections): its pid, log and temporary files in `scratch` (which must hold
 * a temp/ folder), and `http` lines from the caller. As root, workers keep root's rights so they
 * can read a checkout that "nobody" may not.
 */
export function nginxMainConfig(scratch: string, httpLines: readonly string[]): string {
  const temp = join(scratch, "temp");
  return [
    userInfo().uid === 0 ? "user root;" : "",
    readFileSync(NGINX_MAIN, "utf8"),
    `pid ${join(scratch, "nginx.pid")};`,
    `error_log ${errorLogOf(scratch)} warn;`,
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${temp};`),
    ...httpLines,
    "}",
  ].join("\n");
}
