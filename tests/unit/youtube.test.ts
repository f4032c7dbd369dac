import {
  THUMBNAIL_QUALITIES,
  isPlaceholderThumbnail,
  isYouTubeId,
  youtubeEmbedUrl,
  youtubePlayerUrl,
  youtubeThumbnailUrl,
  youtubeWatchUrl,
} from "@/lib/youtube";

describe("youtube", () => {
  it("embeds from the cookie-free domain, the player autoplaying with its message channel on", () => {
    expect(youtubeEmbedUrl("u8jzPde0Igx")).toBe("https://www.youtube-nocookie.com/embed/u8jzPde0Igx");
    expect(youtubePlayerUrl("u8jzPde0Igx", "https://www.example.com")).toBe(
      "https://www.youtube-nocookie.com/embed/u8jzPde0Igx?autoplay=1&enablejsapi=1&origin=https%3A%2F%2Fwww.example.com",
    );
  });

  it("links to the film on YouTube itself", () => {
    expect(youtubeWatchUrl("u8jzPde0Igx")).toBe("https://www.youtube.com/watch?v=u8jzPde0Igx");
  });

  it("builds maxres and hqdefault thumbnail addresses, maxres by default", () => {
    expect(youtubeThumbnailUrl("u8jzPde0Igx")).toBe("https://i.ytimg.com/vi/u8jzPde0Igx/maxresdefault.jpg");
    expect(youtubeThumbnailUrl("u8jzPde0Igx", "hqdefault")).toBe(
      "https://i.ytimg.com/vi/u8jzPde0Igx/hqdefault.jpg",
    );
    expect(THUMBNAIL_QUALITIES).toEqual(["maxresdefault", "hqdefault"]);
    expect(youtubeThumbnailUrl("u8jzPde0Igx", "hqdefault", "http://localhost:5230/")).toBe(
      "http://localhost:5230/vi/u8jzPde0Igx/hqdefault.jpg",
    );
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
