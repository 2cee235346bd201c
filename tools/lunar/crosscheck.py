#!/usr/bin/env python3
"""Compares the generated table, day by day from 1901 to 2100, with independent calendars.

Needs `pip install lunar-python sxtwl` (dev machines only; nothing in the package uses them):
lunar-python is 6tail's `lunar` library, sxtwl is 寿星天文历 (Xu Jianwei's algorithm). Prints,
for each reference, every run of days on which it disagrees; the two runs expected are the
documented choices in calendar_rule.NEW_MOON_DAY_OVERRIDES where the references differ.
"""

import datetime
import pathlib
import re

import sxtwl
from lunar_python import Solar

TABLE = (pathlib.Path(__file__).resolve().parents[2]
         / "Sources/LLRBParser/Calendar/LunarYearTable.swift")


def table_days():
    """{date: (month, is_leap, day)} decoded from the Swift table, as LunarYear.swift reads it."""
    text = TABLE.read_text()
    first_year = int(re.search(r"firstYear = (\d+)", text).group(1))
    days = {}
    for index, word in enumerate(int(w, 16) for w in re.findall(r"0x([0-9A-F]+)", text)):
        year = first_year + index
        leap = (word >> 19) & 0xF
        date = datetime.date(year, 1, 1) + datetime.timedelta(days=word & 0x3F)
        for position in range(13 if leap else 12):
            if leap and position >= leap:
                month, is_leap = (leap, True) if position == leap else (position, False)
            else:
                month, is_leap = position + 1, False
            for day in range(1, 31 if (word >> (6 + position)) & 1 else 30):
                days[date] = (month, is_leap, day)
                date += datetime.timedelta(days=1)
    return days


def lunar_python(date):
    lunar = Solar.fromYmd(date.year, date.month, date.day).getLunar()
    return abs(lunar.getMonth()), lunar.getMonth() < 0, lunar.getDay()


def shouxing(date):
    lunar = sxtwl.fromSolar(date.year, date.month, date.day)
    return lunar.getLunarMonth(), bool(lunar.isLunarLeap()), lunar.getLunarDay()


def main():
    ours = table_days()
    for name, reference in (("lunar-python", lunar_python), ("sxtwl", shouxing)):
        date, end, runs, previous = datetime.date(1901, 1, 1), datetime.date(2100, 12, 31), 0, None
        while date <= end:
            theirs = reference(date)
            if theirs != ours[date]:
                if previous is None or (date - previous).days > 1:
                    runs += 1
                    print(f"{name}: from {date} ours {ours[date]}, theirs {theirs}")
                previous = date
            date += datetime.timedelta(days=1)
        print(f"{name}: {runs} run(s) of differing days in 1901-2100")


if __name__ == "__main__":
    main()
