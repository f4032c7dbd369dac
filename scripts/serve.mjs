#!/usr/bin/env node
/**
 * Serves the static export the way the CDNs it is deployed to do (scripts/serve/static-handler.mjs).
 * Used by `npm start`, the end-to-end tests and the bench. Listens on localhost only unless HOST
 * says otherwise.
 *
 *   PORT=4000 HOST=0.0.0.0 node scripts/serve.mjs [dir]
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { createStaticHandler } from "./serve/static-handler.mjs";

const root = resolve(process.argv[2] ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "127.0.0.1";

if (!existsSync(join(root, "index.html"))) {
  console.error(`No static export in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const handler = await createStaticHandler({ root });
const server = createServer((request, response) => void handler.handle(request, response));
server.on("clientError", (_error, socket) => socket.destroy());
server.listen(port, host, () => {
  const address = server.address();
  const shown = host === "127.0.0.1" ? "localhost" : host;
  console.log(`Serving ${root} at http://${shown}:${address.port}/ (listening on ${address.address})`);
  void handler.warm();
});
