import { describe, expect, it } from "vitest";
import {
  addBusinessMinutes,
  businessMinutesBetween,
  isOpen,
  isTimeZone,
  replyDeadline,
  type BusinessHours,
} from "@/modules/whatsapp/business-time";
import { replyClock, replyClockLabel } from "@/modules/whatsapp/reply-clock";

const nineToSix = { open: "09:00", close: "18:00" };
/** Sunday to Thursday, 09:00–18:00 in Dubai (UTC+4, no DST). */
const gulf: BusinessHours = {
  timeZone: "Asia/Dubai",
  days: [nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, null, null],
  holidays: [],
};
const berlinDaily: BusinessHours = {
  timeZone: "Europe/Berlin",
  days: Array(7).fill(nineToSix),
  holidays: [],
};
const at = (iso: string) => new Date(iso);

describe("the reply deadline counts business time only", () => {
  it("a message at 23:00 on a Friday starts the clock at Sunday's opening", () => {
    // Friday 2026-12-04 23:00 in Dubai is 19:00 UTC; Sunday 09:00 there is 05:00 UTC.
    const d = replyDeadline(at("2026-12-04T19:00:00Z"), 15, gulf)!;
    expect(d.startsAt.toISOString()).toBe("2026-12-06T05:00:00.000Z");
    expect(d.dueAt.toISOString()).toBe("2026-12-06T05:15:00.000Z");
  });

  it("a message inside hours is due target minutes later", () => {
    const d = replyDeadline(at("2026-12-07T06:00:00Z"), 15, gulf)!; // Monday 10:00
    expect(d.startsAt.toISOString()).toBe("2026-12-07T06:00:00.000Z");
    expect(d.dueAt.toISOString()).toBe("2026-12-07T06:15:00.000Z");
  });

  it("the minutes left at closing carry over to the next opening, across midnight", () => {
    // Monday 17:50 Dubai: 10 minutes that day, 5 more from Tuesday 09:00.
    const due = addBusinessMinutes(at("2026-12-07T13:50:00Z"), 15, gulf)!;
    expect(due.toISOString()).toBe("2026-12-08T05:05:00.000Z");
  });

  it("Thursday's leftover minutes skip the weekend", () => {
    const due = addBusinessMinutes(at("2026-12-10T13:55:00Z"), 15, gulf)!; // Thursday 17:55
    expect(due.toISOString()).toBe("2026-12-13T05:10:00.000Z"); // Sunday 09:10
  });

  it("a holiday is closed all day", () => {
    const withHoliday = { ...gulf, holidays: ["2026-12-06"] }; // that Sunday
    const d = replyDeadline(at("2026-12-04T19:00:00Z"), 15, withHoliday)!;
    expect(d.startsAt.toISOString()).toBe("2026-12-07T05:00:00.000Z"); // Monday 09:00
  });

  it("hours that never open give no deadline", () => {
    expect(
      replyDeadline(at("2026-12-04T19:00:00Z"), 15, { ...gulf, days: Array(7).fill(null) }),
    ).toBeNull();
  });

  it("the spring DST change moves the opening to the new offset", () => {
    // Saturday 2026-03-28 17:50 CET (16:50 UTC); clocks go forward on Sunday 29 March, so Sunday
    // 09:00 is CEST, 07:00 UTC.
    const due = addBusinessMinutes(at("2026-03-28T16:50:00Z"), 15, berlinDaily)!;
    expect(due.toISOString()).toBe("2026-03-29T07:05:00.000Z");
  });

  it("hours spanning the skipped hour count the real time that passes", () => {
    const night: BusinessHours = {
      timeZone: "Europe/Berlin",
      days: Array(7).fill({ open: "00:00", close: "06:00" }),
      holidays: [],
    };
    // On 29 March 2026 00:00–06:00 Berlin time lasts five hours (02:00 becomes 03:00).
    const from = at("2026-03-28T23:00:00Z"); // Sunday 00:00 CET
    expect(businessMinutesBetween(from, at("2026-03-29T12:00:00Z"), night)).toBe(300);
    expect(addBusinessMinutes(from, 300, night)!.toISOString()).toBe("2026-03-29T04:00:00.000Z");
  });

  it("the autumn DST change keeps the opening at 09:00 local", () => {
    // Saturday 2026-10-24 17:55 CEST (15:55 UTC); Sunday 25 October 09:00 is CET, 08:00 UTC.
    const due = addBusinessMinutes(at("2026-10-24T15:55:00Z"), 15, berlinDaily)!;
    expect(due.toISOString()).toBe("2026-10-25T08:10:00.000Z");
  });

  it("a zone behind UTC finds hours of the previous UTC day", () => {
    const ny: BusinessHours = {
      timeZone: "America/New_York",
      days: Array(7).fill(nineToSix),
      holidays: [],
    };
    // 2026-12-08 22:30 UTC is 17:30 in New York: half an hour left.
    expect(isOpen(at("2026-12-08T22:30:00Z"), ny)).toBe(true);
    expect(addBusinessMinutes(at("2026-12-08T22:30:00Z"), 45, ny)!.toISOString()).toBe(
      "2026-12-09T14:15:00.000Z",
    );
  });

  it("measures business minutes between two instants", () => {
    // Friday 23:00 to Sunday 09:20 Dubai: twenty business minutes.
    expect(
      businessMinutesBetween(at("2026-12-04T19:00:00Z"), at("2026-12-06T05:20:00Z"), gulf),
    ).toBe(20);
  });

  it("knows time zones the way Intl does", () => {
    expect(isTimeZone("Asia/Dubai")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("replyClock", () => {
  it("reads time left, lateness and answered", () => {
    const now = at("2026-12-06T05:10:00Z");
    const waiting = { waitingSince: "2026-12-04T19:00:00Z", replyDueAt: "2026-12-06T05:15:00Z" };
    expect(replyClock(waiting, now)).toMatchObject({ state: "waiting", msLeft: 5 * 60_000 });
    expect(replyClockLabel(replyClock(waiting, now))).toBe("5 min left");
    const late = replyClock(waiting, at("2026-12-06T06:20:00Z"));
    expect(late).toMatchObject({ state: "late", msLate: 65 * 60_000 });
    expect(replyClockLabel(late)).toBe("1 h 5 min late");
    expect(replyClock({ waitingSince: null, replyDueAt: null }, now)).toEqual({
      state: "answered",
    });
  });
});
