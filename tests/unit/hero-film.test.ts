import { firstPlayable } from "@/lib/hero-film";

const film = (name: string, mp4: string, poster: string) => ({ name, mp4, poster });

describe("firstPlayable", () => {
  it("takes a page's own film when it names a clip and a poster", () => {
    const own = film("own", "/films/msp.mp4", "/films/msp.jpg");
    const reel = film("reel", "/showreel/reel.mp4", "/showreel/reel.jpg");
    expect(firstPlayable(own, reel)).toBe(own);
  });

  it("falls back to the next film when the first is missing or lacks a clip or a poster", () => {
    const reel = film("reel", "/showreel/reel.mp4", "/showreel/reel.jpg");
    expect(firstPlayable(undefined, reel)).toBe(reel);
    expect(firstPlayable(film("no clip", "", "/films/msp.jpg"), reel)).toBe(reel);
    expect(firstPlayable(film("no poster", "/films/msp.mp4", ""), reel)).toBe(reel);
  });

  it("is null when no film is there yet, so the hero shows its designed still", () => {
    expect(firstPlayable(film("empty", "", ""), undefined)).toBeNull();
    expect(firstPlayable()).toBeNull();
  });
});
