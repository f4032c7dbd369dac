import { isFinishedPost, isFinishedVideo, isShown, shownItems } from "@/lib/unfinished-work";

const videos: { id: string; videoId: string }[] = [
  { id: "ready", videoId: "dQw4w9WgXcQ" },
  { id: "to-come", videoId: "" },
  { id: "pasted-address", videoId: "https://youtu.be/dQw4w9WgXcQ" },
];

describe("what a launch leaves out", () => {
  it("keeps every card in a preview, so the owner sees what is missing", () => {
    expect(shownItems(videos, isFinishedVideo, false).map((video) => video.id)).toEqual([
      "ready",
      "to-come",
      "pasted-address",
    ]);
    expect(isShown(videos[1]!, isFinishedVideo, false)).toBe(true);
  });

  it("keeps only the videos with an id in a launch", () => {
    expect(shownItems(videos, isFinishedVideo, true).map((video) => video.id)).toEqual(["ready"]);
    expect(isShown(videos[0]!, isFinishedVideo, true)).toBe(true);
    expect(isShown(videos[1]!, isFinishedVideo, true)).toBe(false);
  });

  it("counts a post finished with its address, and a text post with none to give", () => {
    expect(isFinishedPost({ url: "https://x.com/studio/status/1" })).toBe(true);
    expect(isFinishedPost({})).toBe(true);
    expect(isFinishedPost({ url: "" })).toBe(false);
    expect(isFinishedPost({ url: "  " })).toBe(false);
  });

  it("is a preview unless the build says it is a launch", () => {
    expect(shownItems(videos, isFinishedVideo)).toHaveLength(3);
  });
});
