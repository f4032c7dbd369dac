/*
 * The two font packages the post-build step calls that ship no types of their own, declared as far
 * as it uses them (font-cut.mjs).
 */
declare module "subset-font" {
  type SubsetOptions = {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    noHinting?: boolean;
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "wawoff2" {
  export function decompress(woff2: Buffer | Uint8Array): Promise<Uint8Array>;
}
