"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type IframeResizer from "iframe-resizer-react";
import type { BookingFrameConfig } from "@/content/booking";
import { bookingFrameUrl, type BookingForm } from "@/lib/booking-url";
import { clsx } from "clsx";
import {
  FRAME_TURN_LIMIT_MS,
  RESIZER_START_DELAY_MS,
  delay,
  frameTurn,
  watchFrameAnswer,
} from "./booking-frame-timing";
import { windowLoaded } from "@/lib/page-timing";
import { useNearViewport } from "@/components/hooks/use-near-viewport";
import { useProviderRedirect } from "./use-provider-redirect";
import { hideWindowUntilLoaded } from "./window-after-load";
import { track } from "@/components/analytics/track";
import { keptCampaign, pageCampaign } from "@/lib/analytics/campaign";

type Resizer = typeof IframeResizer;

/** The resizer is fetched once, on the first page that shows a frame, and shared by every frame. */
let resizerModule: Promise<Resizer> | null = null;
function loadResizer(): Promise<Resizer> {
  resizerModule ??= import("iframe-resizer-react")
    .then((module) => module.default)
    .catch((error: unknown) => {
      resizerModule = null; // let "Try again" fetch it afresh
      throw error;
    });
  return resizerModule;
}

/**
 * No resizer "no response" console warnings: an unanswered frame is expected when the provider is
 * blocked, and this component shows its own fallback for it. (The option is missing from the typings.)
 */
const quietResizer = { warningTimeout: 0 } as object;

/** Fixed frames keep their height and let the form scroll inside; the resizer only talks to them. */
const fixedSizing = { sizeHeight: false, scrolling: "omit" } as const;

type Phase = "starting" | "loading" | "ready" | "unreachable";

export type BookingFrameProps = {
  form: BookingForm;
  providerOrigin: string;
  config: Pick<BookingFrameConfig, "title" | "sizing" | "height" | "loading" | "source">;
  /** Drawn by the server (./booking-frame-notice.tsx): shown until the form is ready. */
  loadingNotice: React.ReactNode;
  /** Drawn by the server: shown in the form's place when it never answers. */
  unreachableNotice: React.ReactNode;
  className?: string;
};

/**
 * The one embed for the scheduling provider's forms (docs/architecture.md). Once the frame is within a screen
 * of view, the resizer loads, then starts 100 ms later (docs/product.md §4), checking that its messages come
 * from the provider. `grow` frames start at `height` and follow their content; `fixed` frames stay at
 * `height` and scroll inside. Until the form answers, and instead of it when it never does, the visitor is
 * offered the email route (the notices, which the server draws).
 */
export function BookingFrame({
  form,
  providerOrigin,
  config,
  loadingNotice,
  unreachableNotice,
  className,
}: BookingFrameProps) {
  const { title, sizing, height, loading, source } = config;
  const { baseUrl, workspace, form: formSlug } = form;
  const [phase, setPhase] = useState<Phase>("starting");
  const [frame, setFrame] = useState<{ Resizer: Resizer; src: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const answered = useRef(false);
  // Watches the inserted frame for its provider's answer; gives up on it once none has come.
  const answerWatch = useRef<ReturnType<typeof watchFrameAnswer> | null>(null);
  // Whether focus was in the box when its contents were swapped, so it follows into the new ones.
  const focusFollows = useRef(false);

  /*
   * The loading block, the fallback and the form replace each other in the box; a focused link in
   * the part that goes would leave focus on <body>. So focus that was inside the box moves to what
   * takes its place (its first action, or the form), and focus elsewhere on the page is left alone.
   */
  const changePhase = useCallback((next: Phase) => {
    focusFollows.current = boxRef.current?.contains(document.activeElement) ?? false;
    setPhase(next);
  }, []);
  // A frame further down the page (the home page's contact section) starts, and fetches the
  // resizer, when it comes within a screen of view, not in the seconds the page is loading.
  const near = useNearViewport(boxRef);

  // This frame's place in the page's queue of frames, given back once it has answered or given up.
  const turnDone = useRef<() => void>(() => {});

  useEffect(() => {
    if (!near) return;
    const abort = new AbortController();
    const turn = frameTurn();
    turnDone.current = turn.done;
    const resizerStarted = loadResizer().then(async (Resizer) => {
      await delay(RESIZER_START_DELAY_MS, abort.signal);
      return Resizer;
    });
    // The enquiry form is told its page only 100 ms after the page has loaded (docs/product.md §4).
    const pageReady =
      source === "after-load"
        ? windowLoaded(abort.signal).then(() => delay(RESIZER_START_DELAY_MS, abort.signal))
        : Promise.resolve();
    Promise.all([resizerStarted, pageReady, turn.ready]).then(
      ([Resizer]) => {
        if (abort.signal.aborted) return;
        // The page's own address and the campaign the visit came from, so the provider records
        // the source; nothing else of the address (no fragment, no other parameter) is passed on.
        const { origin, pathname, search } = window.location;
        const bookingSource =
          source === "none"
            ? undefined
            : { page: `${origin}${pathname}`, campaign: pageCampaign(search, keptCampaign()) };
        setFrame({ Resizer, src: bookingFrameUrl({ baseUrl, workspace, form: formSlug }, bookingSource) });
        setPhase("loading");
        answerWatch.current = watchFrameAnswer(() => {
          turn.done();
          changePhase("unreachable");
        });
        // However this frame fares, the next one is not held up for longer than that.
        window.setTimeout(turn.done, FRAME_TURN_LIMIT_MS);
      },
      () => {
        turn.done();
        if (!abort.signal.aborted) changePhase("unreachable");
      },
    );
    return () => {
      abort.abort();
      turn.done();
      answerWatch.current?.stop();
    };
  }, [near, baseUrl, workspace, formSlug, source, attempt, changePhase]);

  const getFrame = useCallback(() => boxRef.current?.querySelector("iframe") ?? null, []);

  // Runs as the frame is inserted, before the resizer's own effect greets it.
  useLayoutEffect(() => {
    const inserted = frame ? getFrame() : null;
    return inserted ? hideWindowUntilLoaded(inserted) : undefined;
  }, [frame, attempt, getFrame]);
  useProviderRedirect(getFrame, providerOrigin, formSlug);

  // A loaded frame has built its document: the next frame in the page's queue may start.
  const onFrameLoad = useCallback(() => turnDone.current(), []);

  // A late answer still wins: a slow provider replaces the fallback once its form is ready.
  const onFrameInit = useCallback(() => {
    if (!answered.current) track("Booking Form Shown", { form: formSlug });
    answered.current = true;
    turnDone.current();
    answerWatch.current?.stop();
    changePhase("ready");
  }, [formSlug, changePhase]);

  const retry = useCallback(() => {
    answered.current = false;
    setFrame(null);
    changePhase("starting");
    setAttempt((count) => count + 1);
  }, [changePhase]);

  // "Try again" is in the server's markup: the island listens for it while the fallback shows.
  useEffect(() => {
    if (phase !== "unreachable") return;
    const button = boxRef.current?.querySelector("[data-frame-retry]");
    button?.addEventListener("click", retry);
    return () => button?.removeEventListener("click", retry);
  }, [phase, retry]);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    const target =
      phase === "ready" ? getFrame() : boxRef.current?.querySelector<HTMLElement>("[data-frame-focus]");
    target?.focus();
  }, [phase, getFrame]);

  const fixed = sizing === "fixed";
  const Resizer = frame?.Resizer;

  return (
    <div
      ref={boxRef}
      data-booking-frame={phase}
      // Waiting for its form from the moment it starts (its turn in the page's queue, then the
      // form itself): the loading notice's ring shows while it is (./booking-frame-notice.tsx).
      data-frame-waiting={near && (phase === "starting" || phase === "loading") ? "" : undefined}
      className={clsx(
        "group/frame relative flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm",
        className,
      )}
      // The box keeps its height whatever happens inside, so nothing below it ever moves: not when
      // the form arrives, and not when it never does and the email route takes its place.
      style={{ minHeight: height }}
    >
      {Resizer && frame ? (
        <Resizer
          key={attempt}
          {...quietResizer}
          src={frame.src}
          title={title}
          loading={loading}
          checkOrigin={[providerOrigin]}
          {...(fixed ? fixedSizing : { minHeight: height, scrolling: false })}
          onInit={onFrameInit}
          onLoad={onFrameLoad}
          hidden={phase === "unreachable"}
          // Until the form has answered it is see-through under the loading notice: Tab passes it
          // by rather than landing somewhere the visitor cannot see.
          inert={phase !== "ready"}
          className={clsx(
            "block border-0 transition-opacity duration-300 motion-reduce:transition-none",
            phase === "ready" ? "opacity-100" : "opacity-0",
          )}
          // width 1px + min-width 100% is the resizer's recommended fix for iOS sizing.
          style={{ width: "1px", minWidth: "100%", height }}
        />
      ) : null}
      {phase === "starting" || phase === "loading" ? (
        <div className="absolute inset-0">{loadingNotice}</div>
      ) : null}
      {phase === "unreachable" ? unreachableNotice : null}
    </div>
  );
}
