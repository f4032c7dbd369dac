import {
  FRAME_ANSWER_TIMEOUT_MS,
  FRAME_TURN_LIMIT_MS,
  frameTurn,
  watchFrameAnswer,
} from "@/components/booking/booking-frame-timing";

/*
 * When a booking frame gives up on its provider and shows the email route, and when the next
 * frame of the page may start: each frame's answer time runs from its own insertion, whatever its
 * load event does (Chromium fires one at once for a frame it cannot reach, WebKit and Firefox
 * none), so a page with two forms gives way for both within seconds.
 */

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("watchFrameAnswer", () => {
  it("gives two forms on one page their way out within 10 seconds of the first one's insertion", () => {
    expect(FRAME_TURN_LIMIT_MS + FRAME_ANSWER_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it("gives up the answer time after insertion when no answer has come, with or without a load", () => {
    const giveUp = jest.fn();
    watchFrameAnswer(giveUp);
    jest.advanceTimersByTime(FRAME_ANSWER_TIMEOUT_MS - 1);
    expect(giveUp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(giveUp).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * FRAME_ANSWER_TIMEOUT_MS);
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it("never gives up on a frame that answered or went away", () => {
    const giveUp = jest.fn();
    const watch = watchFrameAnswer(giveUp);
    jest.advanceTimersByTime(1000);
    watch.stop();
    jest.advanceTimersByTime(2 * FRAME_ANSWER_TIMEOUT_MS);
    expect(giveUp).not.toHaveBeenCalled();
  });
});

describe("frameTurn", () => {
  it("starts the next frame once the one before is done, in a task of its own", async () => {
    const first = frameTurn();
    const second = frameTurn();
    const started: string[] = [];
    void first.ready.then(() => started.push("first"));
    void second.ready.then(() => started.push("second"));
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual(["first"]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(started).toEqual(["first"]);
    first.done();
    first.done(); // loaded, then gave up: the second call changes nothing
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual(["first", "second"]);
    second.done();
  });
});
