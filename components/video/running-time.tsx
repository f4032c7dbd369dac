import { clockDuration, isoDuration } from "@/lib/video-facts";

/**
 * A film's running time as a player's clock shows it ("2:14", "1:02:30"), marked up with its
 * ISO 8601 duration for machines.
 */
export function RunningTime({ seconds, className }: { seconds: number; className?: string }) {
  return (
    <time dateTime={isoDuration(seconds)} className={className}>
      {clockDuration(seconds)}
    </time>
  );
}
