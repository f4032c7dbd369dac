import { Fragment } from "react";
import { splitPhrases } from "@/lib/keep-together";

/**
 * A card title that breaks between its phrases ("Vendor Partner Day: / Photo Story"), never inside
 * one ("Vendor Partner / Day: Photo Story"): each phrase is an inline block, which wraps inside
 * itself only when it alone is wider than the line.
 */
export function PhraseText({ text }: { text: string }) {
  const phrases = splitPhrases(text);
  if (phrases.length === 1) return <>{text}</>;
  return (
    <>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          <span className="inline-block">{phrase}</span>
        </Fragment>
      ))}
    </>
  );
}
