import type { Metadata } from "next";

type PageMeta = { title: string; description: string };

/** A page's own title, description and canonical URL (resolved against the layout's metadataBase). */
export function pageMetadata({ title, description }: PageMeta, path: string): Metadata {
  return { title, description, alternates: { canonical: path } };
}
