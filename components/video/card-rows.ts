/*
 * Rows of video cards, one to three across: each card keeps the width it has in a full row, and a
 * short last row is centred rather than leaving an empty cell at its end (a launch can leave a
 * section with two cards, or five).
 */

/** The list: cards wrap into rows, a short row centred. */
export const cardRows = "flex flex-wrap justify-center gap-6";

/** Each card's item (film-card.css): a full row on a phone, half on a tablet, a third on a desktop. */
export const cardRowItem = "film-card-row";
