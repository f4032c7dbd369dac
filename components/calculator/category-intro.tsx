"use client";

import { memo } from "react";
import { LocalText } from "@/components/country/localized";

type CategoryIntroProps = { headingId: string; name: string; summary: string };

/**
 * A category's heading and summary above its rows. Memoised: its words never change, and
 * re-rendering them (every country's spelling of each) on every key press would be work the frame
 * with the new totals has to wait for.
 */
export const CategoryIntro = memo(function CategoryIntro({ headingId, name, summary }: CategoryIntroProps) {
  return (
    <>
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        <LocalText>{name}</LocalText>
      </h2>
      <p className="mt-2 max-w-prose text-ink-700">
        <LocalText>{summary}</LocalText>
      </p>
    </>
  );
});
