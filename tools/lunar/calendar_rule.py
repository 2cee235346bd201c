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
EPOCH = datetime.date(1970, 1, 1)

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
    """The Beijing civil day (days since 1970-01-01) holding the instant jde (TT)."""
    return math.floor(_beijing_time(jde))


def minutes_from_midnight(jde):
    """How far the instant jde (TT) lies from the nearer Beijing midnight: how close a call it is."""
    fraction = _beijing_time(jde) % 1.0
    return min(fraction, 1.0 - fraction) * 1440


def _beijing_time(jde):
    universal = tt_to_ut(jde) - UNIX_EPOCH_JD
    offset = BEIJING_STANDARD_TIME if universal >= STANDARD_TIME_ADOPTED else BEIJING_MEAN_TIME
    return universal + offset


def month_start(new_moon_jde):
    """The first day of the month a new moon begins, as the published calendars have it."""
    computed = EPOCH + datetime.timedelta(days=beijing_day(new_moon_jde))
    return (NEW_MOON_DAY_OVERRIDES.get(computed, computed) - EPOCH).days


def winter_solstice(year):
    """JDE (TT) of the December solstice of the given Gregorian year."""
    return time_of_longitude(270.0, 2451545.0 + (year - 2000) * 365.2422 + 355)


def principal_terms(first_year, last_year):
    """JDE of every principal term (longitude 270, 300, ..., 240) from the December solstice of
    first_year to the one before the December solstice of last_year + 1."""
    return [time_of_longitude((270 + 30 * index) % 360, winter_solstice(year) + 30.44 * index)
            for year in range(first_year, last_year + 1) for index in range(12)]


def new_moons_between(start_jde, end_jde):
    """JDE (TT) of every new moon from start_jde to end_jde."""
    k = lunation_near(start_jde) - 1
    while new_moon_tt(k) < start_jde:
        k += 1
    moons = []
    while new_moon_tt(k) <= end_jde:
        moons.append(new_moon_tt(k))
        k += 1
    return moons


def months(first_year, last_year):
    """Every month from the 11th month holding the December solstice of first_year to the one
    before the 11th month holding that of last_year + 1, as (first day, number, is_leap)."""
    term_days = {beijing_day(jde) for jde in principal_terms(first_year, last_year)}
    result = []
    for year in range(first_year, last_year + 1):
        solstice = beijing_day(winter_solstice(year))
        next_solstice = beijing_day(winter_solstice(year + 1))
        starts = [month_start(jde) for jde in new_moons_between(
            winter_solstice(year) - 31, winter_solstice(year + 1) + 1)]
        eleventh = max(i for i, day in enumerate(starts) if day <= solstice)
        next_eleventh = max(i for i, day in enumerate(starts) if day <= next_solstice)
        needs_leap = next_eleventh - eleventh == 13
        number = 11
        for i in range(eleventh, next_eleventh):
            holds_term = any(day in term_days for day in range(starts[i], starts[i + 1]))
            if needs_leap and not holds_term:
                needs_leap = False
                result.append((starts[i], (number - 2) % 12 + 1, True))
            else:
                result.append((starts[i], number, False))
                number = number % 12 + 1
    return result


def close_calls(first_year, last_year, minutes):
    """(kind, Beijing day, minutes from midnight) of every new moon and principal term from
    first_year to last_year that falls within `minutes` of Beijing midnight."""
    events = [("new moon", jde) for jde in new_moons_between(
        winter_solstice(first_year - 1), winter_solstice(last_year))]
    events += [("principal term", jde) for jde in principal_terms(first_year - 1, last_year - 1)]
    return sorted((beijing_day(jde), kind, minutes_from_midnight(jde)) for kind, jde in events
                  if minutes_from_midnight(jde) < minutes)
