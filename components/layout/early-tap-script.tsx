import { HeadScript } from "@/components/head-scripts/head-script";
import { earlyTap } from "@/components/head-scripts/compiled.generated";

/** Holds a tap on a button made before hydration and replays it after (components/head-scripts/early-tap.ts). */
export function EarlyTapScript() {
  return <HeadScript compiled={earlyTap} />;
}
