/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findNginx } from "@/scripts/test-setup/tools";
import { nginxMainConfig } from "../e2e/hosting/hosts";

/*
 * deploy/nginx/site.conf's port-80 servers, run by nginx on a local port: plain HTTP goes to
 * https on the configured name whatever Host the client sends, and a name that is not the site's
 * gets no answer. (The hosting spec runs the HTTPS servers; these need a port of their own.)
 */

/** Found where Debian puts it (/usr/sbin) even off the PATH; jest.config.js leaves this out without it. */
const NGINX = findNginx() ?? "nginx";
let scratch: string;
let port: number;
let nginx: ChildProcess;

/** The server blocks listening on port 80, moved to 127.0.0.1:`port`. */
function plainHttpServers(site: string, port: number): string {
  const blocks = site.match(/^server\s*\{[^{}]*\}/gm) ?? [];
  const plain = blocks.filter((block) => /^\s*listen\s+80\b/m.test(block));
  if (plain.length !== 2) throw new Error("site.conf should have a default and a named server on port 80");
  return plain
    .map((block) =>
      block
        .replace(/^(\s*)listen\s+80\b/m, `$1listen 127.0.0.1:${port}`)
        .replace(/^\s*listen\s+\[::\]:80\b[^;]*;\n/m, "")
        .replace(/^\s*include\s+snippets\/[^;]+;\n/gm, ""),
    )
    .join("\n");
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function get(host: string) {
  return new Promise<{ status: number; location?: string } | "closed">((resolve, reject) => {
    request(
      { host: "127.0.0.1", port, path: "/portfolio/?filter=events", headers: { Host: host } },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    )
      .on("error", (error: NodeJS.ErrnoException) =>
        error.code === "ECONNRESET" || error.message === "socket hang up" ? resolve("closed") : reject(error),
      )
      .end();
  });
}

async function answering() {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    const reply = await get("www.example.com").catch(() => null);
    if (reply) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not answer");
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "nginx-http-"));
  mkdirSync(join(scratch, "temp"));
  port = await freePort();
  const site = readFileSync(join(__dirname, "../../deploy/nginx/site.conf"), "utf8");
  writeFileSync(join(scratch, "nginx.conf"), nginxMainConfig(scratch, [plainHttpServers(site, port)]));
  nginx = spawn(NGINX, ["-p", scratch, "-c", join(scratch, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "ignore",
  });
  await answering();
}, 20_000);

afterAll(async () => {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe("deploy/nginx/site.conf on port 80", () => {
  it("redirects the site's name to https on the configured name, keeping path and query", async () => {
    expect(await get("www.example.com")).toEqual({
      status: 301,
      location: "https://www.example.com/portfolio/?filter=events",
    });
  });

  it("never redirects to the name a client sends: other names get no answer", async () => {
    expect(await get("evil.example")).toBe("closed");
    expect(await get("127.0.0.1")).toBe("closed");
  });
});
