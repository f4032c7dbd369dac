import {
  FRAME_ANSWER_TIMEOUT_MS,
  FRAME_INSERT_TIMEOUT_MS,
  watchFrameAnswer,
} from "@/components/booking/booking-frame-timing";

/*
 * When a booking frame gives up on its provider and shows the email route: its answer time runs
 * from each load event (Chromium fires one at once for a frame it cannot reach, with its error
 * page), and a longer limit runs from insertion, since Firefox fires none for such a frame.
 */

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("watchFrameAnswer", () => {
  it("keeps the spec's timings: five seconds from the load event, ten from insertion", () => {
    expect(FRAME_ANSWER_TIMEOUT_MS).toBe(5000);
    expect(FRAME_INSERT_TIMEOUT_MS).toBe(10_000);
  });

  it("gives up the answer time after a load event with no answer (a blocked frame in Chromium)", () => {
    const giveUp = jest.fn();
    const watch = watchFrameAnswer(giveUp);
    jest.advanceTimersByTime(200);
    watch.loaded();
    jest.advanceTimersByTime(FRAME_ANSWER_TIMEOUT_MS - 1);
    expect(giveUp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(giveUp).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FRAME_INSERT_TIMEOUT_MS);
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it("gives up without any load event once the insertion limit has passed (Firefox)", () => {
    const giveUp = jest.fn();
    watchFrameAnswer(giveUp);
    jest.advanceTimersByTime(FRAME_INSERT_TIMEOUT_MS - 1);
    expect(giveUp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it("starts the answer time again at each load event, within the insertion limit", () => {
    const giveUp = jest.fn();
    const watch = watchFrameAnswer(giveUp);
    watch.loaded();
    jest.advanceTimersByTime(4000);
    watch.loaded(); // the frame navigated within itself
    jest.advanceTimersByTime(FRAME_ANSWER_TIMEOUT_MS - 1);
    expect(giveUp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(giveUp).toHaveBeenCalledTimes(1);

    // A load late in the insertion limit does not push it back.
    const late = jest.fn();
    const lateWatch = watchFrameAnswer(late);
    jest.advanceTimersByTime(FRAME_INSERT_TIMEOUT_MS - 1000);
    lateWatch.loaded();
    jest.advanceTimersByTime(1000);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("never gives up on a frame that answered or went away, loaded or not", () => {
    const answeredAfterLoad = jest.fn();
    const first = watchFrameAnswer(answeredAfterLoad);
    first.loaded();
    jest.advanceTimersByTime(1000);
    first.stop();
    const removedBeforeLoad = jest.fn();
    const second = watchFrameAnswer(removedBeforeLoad);
    second.stop();
    second.loaded();
    jest.advanceTimersByTime(2 * FRAME_INSERT_TIMEOUT_MS);
    expect(answeredAfterLoad).not.toHaveBeenCalled();
    expect(removedBeforeLoad).not.toHaveBeenCalled();
  });
});
