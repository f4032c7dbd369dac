import { spawnSync } from "node:child_process";

/**
 * Runs a support script through tsx in a Node process of its own, for what Jest's module sandbox
 * cannot load (an ES module's top-level await, a dynamic import()), and returns the JSON it prints.
 */
export function runSupportScript<T>(script: string, input: unknown): T {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), script, JSON.stringify(input)], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}
