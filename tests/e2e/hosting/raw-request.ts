import { request as httpRequest } from "node:http";

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * Sends `path` byte for byte, as a hostile client would: browsers and Playwright's request API
 * resolve "..", "%2e%2e" and backslashes before sending, which would hide what the host does.
 */
export function rawGet(baseURL: string, path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}
