import {
  THUMBNAIL_QUALITIES,
  isPlaceholderThumbnail,
  isYouTubeId,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
} from "@/lib/youtube";

describe("youtube", () => {
  it("embeds from the cookie-free domain with autoplay", () => {
    expect(youtubeEmbedUrl("u8jzPde0Igx")).toBe(
      "https://www.youtube-nocookie.com/embed/u8jzPde0Igx?autoplay=1",
    );
  });

  it("builds maxres and hqdefault thumbnail addresses, maxres by default", () => {
    expect(youtubeThumbnailUrl("u8jzPde0Igx")).toBe("https://i.ytimg.com/vi/u8jzPde0Igx/maxresdefault.jpg");
    expect(youtubeThumbnailUrl("u8jzPde0Igx", "hqdefault")).toBe(
      "https://i.ytimg.com/vi/u8jzPde0Igx/hqdefault.jpg",
    );
    expect(THUMBNAIL_QUALITIES).toEqual(["maxresdefault", "hqdefault"]);
  });

  it("treats the 120×90 placeholder and an undecoded image as missing", () => {
    expect(isPlaceholderThumbnail(120, 90)).toBe(true);
    expect(isPlaceholderThumbnail(0, 0)).toBe(true);
    expect(isPlaceholderThumbnail(1280, 720)).toBe(false);
    expect(isPlaceholderThumbnail(480, 360)).toBe(false);
  });

  it("recognises 11-character video ids and rejects network markers", () => {
    expect(isYouTubeId("u8jzPde0Igx")).toBe(true);
    expect(isYouTubeId("ab-_CD12efG")).toBe(true);
    expect(isYouTubeId("linkedin")).toBe(false);
    expect(isYouTubeId("twitter")).toBe(false);
    expect(isYouTubeId("u8jzPde0Igx?x")).toBe(false);
    expect(isYouTubeId(undefined)).toBe(false);
  });
});
