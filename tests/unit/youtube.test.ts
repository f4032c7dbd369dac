import {
  THUMBNAIL_QUALITIES,
  isPlaceholderThumbnail,
  isPlayingMessage,
  isYouTubeId,
  youtubeEmbedUrl,
  youtubeInPageUrl,
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

describe("the player in a film page's HTML", () => {
  it("is the cookie-free player with its message channel on, not playing until pressed", () => {
    expect(youtubeInPageUrl("u8jzPde0Igx")).toBe(
      "https://www.youtube-nocookie.com/embed/u8jzPde0Igx?enablejsapi=1",
    );
    expect(youtubeInPageUrl("u8jzPde0Igx")).not.toContain("autoplay");
  });

  it("is heard playing when its message channel says so, in either of the player's ways", () => {
    expect(isPlayingMessage('{"event":"onStateChange","info":1,"id":1,"channel":"widget"}')).toBe(true);
    expect(isPlayingMessage('{"event":"infoDelivery","info":{"playerState":1,"currentTime":0.2}}')).toBe(
      true,
    );
    expect(isPlayingMessage({ event: "onStateChange", info: 1 })).toBe(true);
  });

  it("is not heard playing from anything else: a pause, the player being ready, or noise", () => {
    for (const message of [
      '{"event":"onStateChange","info":2}',
      '{"event":"infoDelivery","info":{"currentTime":3}}',
      '{"event":"onReady"}',
      '{"event":"initialDelivery","info":{"playerState":-1}}',
      "not json",
      "1",
      null,
      42,
    ])
      expect(isPlayingMessage(message)).toBe(false);
  });
});
