"""The month structure of the Chinese calendar by the rule of GB/T 33661-2017.

- A month begins on the civil day (Beijing time, UTC+8) that holds the astronomical new moon.
- The month holding the winter solstice (solar longitude 270 degrees) is the 11th month.
- Before 1929 the calendar was reckoned in Beijing local mean time (longitude 116 deg 25 min E,
  UTC+7:45:40), as the Hong Kong Observatory's tables for 1901-1928 are; UTC+8 from 1929 on.
- When 13 months begin after one 11th month and before the next (a year of 13 months), the first
  of them that holds no principal term (zhongqi, solar longitude a multiple of 30 degrees) is the
  leap month, and takes the number of the month before it.
"""

import datetime
import math

from astronomy import lunation_near, new_moon_tt, tt_to_ut
from sun import time_of_longitude

BEIJING_STANDARD_TIME = 8.0 / 24.0
BEIJING_MEAN_TIME = (7 + 45 / 60 + 40 / 3600) / 24.0
STANDARD_TIME_ADOPTED = (datetime.date(1929, 1, 1) - datetime.date(1970, 1, 1)).days
UNIX_EPOCH_JD = 2440587.5  # 1970-01-01 00:00 UT

# Month starts whose new moon the computation puts within seconds of Beijing midnight, closer
# than the uncertainty of Delta T decades ahead, where the published calendars chose the other
# day. Computed day -> published day.
# 2057-09-28 -> 2057-09-29: the new moon is computed 2 s before midnight; Reingold & Dershowitz,
# Calendrical Calculations (Ultimate Edition, with its Delta T erratum), ICU and the 6tail
# lunar library all begin the ninth month on 2057-09-29. (The Hong Kong Observatory's table says
# 2057-09-28 and its note flags that new moon as one that may move by a day.)
# 1906-04-23 -> 1906-04-24: until 1911 the Qing calendar (时宪历) was computed from older tables;
# by modern computation the new moon fell at 23:52 Beijing mean time on 04-23, but the calendar
# in force began the fourth month on 04-24, as the Hong Kong Observatory's table records.
NEW_MOON_DAY_OVERRIDES = {
    datetime.date(1906, 4, 23): datetime.date(1906, 4, 24),
    datetime.date(2057, 9, 28): datetime.date(2057, 9, 29),
}


def beijing_day(jde):
    """Days since 1970-01-01 of the Beijing civil day holding the instant jde (TT), and the
    instant's distance in minutes from the nearer Beijing midnight (how close a call it is)."""
    universal = tt_to_ut(jde) - UNIX_EPOCH_JD
    offset = BEIJING_STANDARD_TIME if universal >= STANDARD_TIME_ADOPTED else BEIJING_MEAN_TIME
    local = universal + offset
    day = math.floor(local)
    fraction = local - day
    return day, min(fraction, 1 - fraction) * 1440


def _published_day(day):
    computed = datetime.date(1970, 1, 1) + datetime.timedelta(days=day)
    published = NEW_MOON_DAY_OVERRIDES.get(computed, computed)
    return (published - datetime.date(1970, 1, 1)).days


def winter_solstice(year):
    """JDE (TT) of the December solstice of the given Gregorian year."""
    return time_of_longitude(270.0, 2451545.0 + (year - 2000) * 365.2422 + 355)


def principal_terms(first_year, last_year):
    """JDE of every principal term (longitude 0, 30, ..., 330) from first_year to last_year."""
    times = []
    for year in range(first_year, last_year + 1):
        for index in range(12):
            longitude = (270 + 30 * index) % 360
            guess = 2451545.0 + (year - 2000) * 365.2422 + 355 + 30.44 * index
            times.append(time_of_longitude(longitude, guess))
    return sorted(times)


def new_moons_between(start_jde, end_jde):
    k = lunation_near(start_jde) - 1
    moons = []
    while True:
        jde = new_moon_tt(k)
        if jde > end_jde:
            return moons
        if jde >= start_jde:
            moons.append(jde)
        k += 1


def months(first_year, last_year):
    """Every month from the 11th month of first_year - 1 to the 11th month of last_year as
    (first day, number, is_leap, closest call in minutes among the events that decided it)."""
    terms = principal_terms(first_year - 1, last_year + 1)
    term_days = [beijing_day(jde) for jde in terms]
    result = []
    for year in range(first_year - 1, last_year):
        solstice = beijing_day(winter_solstice(year))[0]
        next_solstice = beijing_day(winter_solstice(year + 1))[0]
        moons = [(_published_day(day), closeness) for day, closeness in
                 (beijing_day(jde) for jde in new_moons_between(
                     winter_solstice(year) - 35, winter_solstice(year + 1) + 35))]
        starts = [day for day, _ in moons]
        first = max(i for i, day in enumerate(starts) if day <= solstice)
        last = max(i for i, day in enumerate(starts) if day <= next_solstice)
        count = last - first
        leap_found = count == 12
        number = 11
        for i in range(first, last):
            begin, end = starts[i], starts[i + 1]
            held = [(d, c) for d, c in term_days if begin <= d < end]
            closeness = min([moons[i][1], moons[i + 1][1]] + [c for d, c in term_days
                                                               if abs(d - begin) <= 1 or abs(d - end) <= 1])
            if not leap_found and not held and i != first:
                leap_found = True
                result.append((begin, (number - 2) % 12 + 1, True, closeness))
                continue
            result.append((begin, number, False, closeness))
            number = number % 12 + 1
    return result
