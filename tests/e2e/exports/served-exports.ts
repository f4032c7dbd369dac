/**
 * The exports an end-to-end run serves, by name, with their folders: all three, or those
 * `E2E_EXPORTS` names (comma-separated). `npm run check:next` runs the plain export's checks alone,
 * in a scratch copy where only it and out/ are built.
 */
export const EXPORT_DIRS = { shipped: "out", launched: "out-launched", plain: "out-plain" } as const;
export type ExportName = keyof typeof EXPORT_DIRS;

export const servedExports: ExportName[] = (
  process.env.E2E_EXPORTS?.split(",") ?? Object.keys(EXPORT_DIRS)
).filter((name): name is ExportName => name in EXPORT_DIRS);
