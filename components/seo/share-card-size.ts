/** The size link previews show without cropping (Open Graph's and X's large card). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
