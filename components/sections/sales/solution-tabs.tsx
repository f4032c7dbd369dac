import { salesLabels } from "@/content/sales";
import type { SolutionTab } from "@/content/types";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import { LocalText } from "@/components/country/localized";
import { Tabs } from "@/components/ui/tabs";
import { VideoCard } from "@/components/video/video-card";
import { isFinishedVideo, isShown } from "@/lib/unfinished-work";
import { cn } from "@/lib/utils";
import { FactBadge, factKey } from "./fact-badge";

type SolutionTabsProps = { label: string; tabs: readonly SolutionTab[]; defaultId: string };

/**
 * One format: what it is and what the client gets, beside its live example. A launch leaves the
 * example out while the owner has not supplied its video, and the description takes the panel.
 * Every panel is rendered with the page (hidden but the chosen one), so every word is in the HTML.
 */
function SolutionPanel({ tab }: { tab: SolutionTab }) {
  const withExample = isShown(tab.video, isFinishedVideo);
  return (
    <div
      data-live-example={withExample ? "" : undefined}
      className={cn(
        "grid gap-10 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10",
        withExample && "lg:grid-cols-[1.1fr_1fr] lg:items-start",
      )}
    >
      <div>
        <h3 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
          <LocalText>{tab.heading}</LocalText>
        </h3>
        <p className="mt-4 text-ink-700">
          <LocalText>{tab.body}</LocalText>
        </p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={salesLabels.keyFacts}>
          {tab.facts.map((fact) => (
            <FactBadge key={factKey(fact)} fact={fact} />
          ))}
        </ul>
        <h4 className="mt-8 text-sm font-semibold tracking-widest text-accent-700 uppercase">
          {salesLabels.whatYouGet}
        </h4>
        <CheckList marker="disc" className="mt-4 text-ink-900">
          {tab.whatYouGet.map((item) => (
            <CheckListItem key={item}>
              <LocalText>{item}</LocalText>
            </CheckListItem>
          ))}
        </CheckList>
      </div>
      {/* flex-1, not h-full: a full-height card under the label would run past the panel's bottom edge. */}
      {withExample ? (
        <div className="flex flex-col">
          <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-ink-700">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-600" />
            {salesLabels.liveExample}
          </p>
          <VideoCard video={tab.video} look="inset" className="flex-1">
            <LocalText>{tab.video.description}</LocalText>
          </VideoCard>
        </div>
      ) : null}
    </div>
  );
}

/** A solutions page's formats as tabs, each with facts, a what-you-get list and a live example. */
export function SolutionTabs({ label, tabs, defaultId }: SolutionTabsProps) {
  return (
    <Tabs
      label={label}
      defaultId={defaultId}
      className="mt-12"
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel: <SolutionPanel tab={tab} />,
      }))}
    />
  );
}
