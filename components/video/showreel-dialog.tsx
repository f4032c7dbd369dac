"use client";

import { useState } from "react";
import { DialogContent, DialogFor, DialogTitle } from "@/components/ui/dialog";
import { useCaptionsShown } from "./use-captions-shown";

/** A hero's film as the dialog plays it: its files, still, captions, title and description. */
export type ShowreelDialogFilm = {
  mp4: string;
  webm: string;
  /** The still the dialog shows until the film starts. */
  poster: string;
  /** A WebVTT file of what is said, or "" for none. */
  captions: string;
  title: string;
  description: string;
};

type ShowreelDialogProps = {
  /** The film to play; the dialog is open while it is set. */
  film: ShowreelDialogFilm | null;
  onClose: () => void;
  returnFocusRef: React.RefObject<HTMLElement | null>;
  closeLabel: string;
  captionsLabel: string;
};

/**
 * The dialog's player: the browser's own (its controls, full screen, captions menu), autoplaying,
 * with the film's captions on in every engine (./use-captions-shown.ts).
 */
function ShowreelPlayer({ film, captionsLabel }: { film: ShowreelDialogFilm; captionsLabel: string }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useCaptionsShown(video);
  return (
    <video
      ref={setVideo}
      controls
      autoPlay
      playsInline
      poster={film.poster}
      aria-label={film.description}
      className="size-full"
    >
      {film.webm ? <source src={film.webm} type="video/webm" /> : null}
      <source src={film.mp4} type="video/mp4" />
      {film.captions ? (
        <track kind="captions" src={film.captions} srcLang="en" label={captionsLabel} default />
      ) : null}
    </video>
  );
}

/**
 * A hero's film with sound: the same files the hero loops, in the browser's own player, started by
 * the visitor's press. The player exists only while the dialog is open, so closing it stops the sound.
 */
export function ShowreelDialog({
  film,
  onClose,
  returnFocusRef,
  closeLabel,
  captionsLabel,
}: ShowreelDialogProps) {
  return (
    <DialogFor value={film} onClose={onClose}>
      {(film) => (
        <DialogContent
          size="xl"
          tone="dark"
          closeLabel={closeLabel}
          returnFocusRef={returnFocusRef}
          aria-describedby={undefined}
          className="p-3 sm:p-5"
        >
          <DialogTitle className="pr-14 pb-3 pl-1 text-base sm:pb-4 sm:text-xl">{film.title}</DialogTitle>
          <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
            <ShowreelPlayer film={film} captionsLabel={captionsLabel} />
          </div>
        </DialogContent>
      )}
    </DialogFor>
  );
}
