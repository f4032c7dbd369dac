/**
 * The one content column every section shares: its width and its side padding. `Container` draws
 * it; a client island that must line up with a section's text (the film hero's controls) takes
 * the classes from here, without the class-merging helper a server component can afford.
 */
export const CONTENT_COLUMN = "mx-auto w-full max-w-6xl px-5 sm:px-8";
