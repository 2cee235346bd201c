"""Astronomy for the Chinese calendar: times of new moons and of the sun's longitude.

Follows Jean Meeus, *Astronomical Algorithms* (2nd ed.): chapter 49 (phases of the moon),
chapter 32 with the truncated VSOP87 Earth series of appendix III (the sun), chapter 22
(nutation, main terms) and the Espenak-Meeus polynomials for Delta T. Times are Julian Days;
"TT" marks Terrestrial Time, "UT" Universal Time.
"""

import math

J2000 = 2451545.0
DEG = math.pi / 180.0


def delta_t_seconds(year):
    """TT - UT in seconds (Espenak & Meeus 2006 polynomials) for a decimal year 1900-2150."""
    if year < 1920:
        t = year - 1900
        return -2.79 + 1.494119 * t - 0.0598939 * t**2 + 0.0061966 * t**3 - 0.000197 * t**4
    if year < 1941:
        t = year - 1920
        return 21.20 + 0.84493 * t - 0.076100 * t**2 + 0.0020936 * t**3
    if year < 1961:
        t = year - 1950
        return 29.07 + 0.407 * t - t**2 / 233 + t**3 / 2547
    if year < 1986:
        t = year - 1975
        return 45.45 + 1.067 * t - t**2 / 260 - t**3 / 718
    if year < 2005:
        t = year - 2000
        return (63.86 + 0.3345 * t - 0.060374 * t**2 + 0.0017275 * t**3
                + 0.000651814 * t**4 + 0.00002373599 * t**5)
    if year < 2050:
        t = year - 2000
        return 62.92 + 0.32217 * t + 0.005589 * t**2
    return -20 + 32 * ((year - 1820) / 100) ** 2 - 0.5628 * (2150 - year)


def tt_to_ut(jde):
    year = 2000.0 + (jde - J2000) / 365.25
    return jde - delta_t_seconds(year) / 86400.0


# --- New moons (Meeus chapter 49) -------------------------------------------------------------

# (coefficient, power of E, multiples of M, M', F, Omega) for the new-moon correction.
_NEW_MOON_TERMS = [
    (-0.40720, 0, 0, 1, 0, 0), (0.17241, 1, 1, 0, 0, 0), (0.01608, 0, 0, 2, 0, 0),
    (0.01039, 0, 0, 0, 2, 0), (0.00739, 1, -1, 1, 0, 0), (-0.00514, 1, 1, 1, 0, 0),
    (0.00208, 2, 2, 0, 0, 0), (-0.00111, 0, 0, 1, -2, 0), (-0.00057, 0, 0, 1, 2, 0),
    (0.00056, 1, 1, 2, 0, 0), (-0.00042, 0, 0, 3, 0, 0), (0.00042, 1, 1, 0, 2, 0),
    (0.00038, 1, 1, 0, -2, 0), (-0.00024, 1, -1, 2, 0, 0), (-0.00017, 0, 0, 0, 0, 1),
    (-0.00007, 0, 2, 1, 0, 0), (0.00004, 0, 0, 2, -2, 0), (0.00004, 0, 3, 0, 0, 0),
    (0.00003, 0, 1, 1, -2, 0), (0.00003, 0, 0, 2, 2, 0), (-0.00003, 0, 1, 1, 2, 0),
    (0.00003, 0, -1, 1, 2, 0), (-0.00002, 0, -1, 1, -2, 0), (-0.00002, 0, 1, 3, 0, 0),
    (0.00002, 0, 0, 4, 0, 0),
]

# (coefficient, constant, rate per lunation) of the planetary arguments A2..A14 (A1 has a T^2 term).
_PLANETARY_TERMS = [
    (0.000165, 251.88, 0.016321), (0.000164, 251.83, 26.651886), (0.000126, 349.42, 36.412478),
    (0.000110, 84.66, 18.206239), (0.000062, 141.74, 53.303771), (0.000060, 207.14, 2.453732),
    (0.000056, 154.84, 7.306860), (0.000047, 34.52, 27.261239), (0.000042, 207.19, 0.121824),
    (0.000040, 291.34, 1.844379), (0.000037, 161.72, 24.198154), (0.000035, 239.56, 25.513099),
    (0.000023, 331.55, 3.592518),
]


def new_moon_tt(k):
    """JDE (TT) of new moon number k, counted from the new moon of 2000-01-06."""
    t = k / 1236.85
    jde = (2451550.09766 + 29.530588861 * k + 0.00015437 * t**2
           - 0.000000150 * t**3 + 0.00000000073 * t**4)
    e = 1 - 0.002516 * t - 0.0000074 * t**2
    m = (2.5534 + 29.10535670 * k - 0.0000014 * t**2 - 0.00000011 * t**3) * DEG
    mp = (201.5643 + 385.81693528 * k + 0.0107582 * t**2 + 0.00001238 * t**3
          - 0.000000058 * t**4) * DEG
    f = (160.7108 + 390.67050284 * k - 0.0016118 * t**2 - 0.00000227 * t**3
         + 0.000000011 * t**4) * DEG
    omega = (124.7746 - 1.56375588 * k + 0.0020672 * t**2 + 0.00000215 * t**3) * DEG
    for coefficient, e_power, cm, cmp, cf, co in _NEW_MOON_TERMS:
        jde += coefficient * e**e_power * math.sin(cm * m + cmp * mp + cf * f + co * omega)
    jde += 0.000325 * math.sin((299.77 + 0.107408 * k - 0.009173 * t**2) * DEG)
    for coefficient, constant, rate in _PLANETARY_TERMS:
        jde += coefficient * math.sin((constant + rate * k) * DEG)
    return jde


def lunation_near(jd):
    """The lunation number k of the new moon nearest to the given JD."""
    return round((jd - 2451550.09766) / 29.530588861)
