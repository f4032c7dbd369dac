/*
 * Rows of video cards, one to three across: each card keeps the width it has in a full row, and a
 * short last row is centred rather than leaving an empty cell at its end (a launch can leave a
 * section with two cards, or five).
 */

/** The list: cards wrap into rows, a short row centred. */
export const cardRows = "flex flex-wrap justify-center gap-6";

/** Each card's item: a full row on a phone, half on a tablet, a third on a desktop (gap-6 is 1.5rem). */
export const cardRowItem = "flex w-full *:w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]";
