import { Link } from "@/components/navigation/link";
import { navigationCopy } from "@/content/navigation";
import { site } from "@/content/site";
import { ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";

/** Logo: a play-button monogram and the brand name, linking home. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <Link href={ROUTES.home} className={cn("inline-flex items-center gap-2.5 text-white", className)}>
      <svg viewBox="0 0 36 36" aria-hidden="true" className="size-9 shrink-0">
        <rect width="36" height="36" rx="10" fill="var(--color-accent-600)" />
        <path d="M14 11.5v13l10.5-6.5z" fill="#fff" />
      </svg>
      <span className="font-display text-lg leading-none font-bold tracking-tight">
        {site.brandName}
        <span className="sr-only">{navigationCopy.homeLinkSuffix}</span>
      </span>
    </Link>
  );
}
