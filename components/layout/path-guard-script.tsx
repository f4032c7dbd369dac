import { HeadScript } from "@/components/head-scripts/head-script";
import { pathGuard } from "@/components/head-scripts/compiled.generated";

/** Rewrites "//portfolio/" to "/portfolio/" before the router reads it (components/head-scripts/path-guard.ts). */
export function PathGuardScript() {
  return <HeadScript compiled={pathGuard} />;
}
