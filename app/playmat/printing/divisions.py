"""Play! Pokémon age divisions, worked out from a player's year of birth and the season.

The rule implemented: the season named *Y* runs from 1 July of *Y - 1* to 30 June of *Y* (the
2027 season starts in July 2026). Only the year of birth counts, never the day:

* Junior Division: born in *Y - 12* or later (2015 or later for 2027);
* Senior Division: born from *Y - 16* to *Y - 13* (2011 to 2014 for 2027);
* Masters Division: born in *Y - 17* or earlier (2010 or earlier for 2027).

The cut-offs are the two offsets below, so a change in the rules is a change of data.
"""

from __future__ import annotations

from datetime import date
from enum import StrEnum

from playmat.i18n.message import Message, msg

#: The season starts in this month of the year before its name.
SEASON_START_MONTH = 7
#: Juniors are born in (season - JUNIOR_OFFSET) or later.
JUNIOR_OFFSET = 12
#: Seniors are born in (season - SENIOR_OFFSET) or later, and are not Juniors.
SENIOR_OFFSET = 16


class Division(StrEnum):
    JUNIOR = "Junior"
    SENIOR = "Senior"
    MASTERS = "Masters"


def season_of(day: date) -> int:
    """The season ``day`` falls in: 15 August 2026 and 1 March 2027 are both in 2027."""
    return day.year + 1 if day.month >= SEASON_START_MONTH else day.year


def division_for(birth_year: int, season: int) -> Division:
    if birth_year >= season - JUNIOR_OFFSET:
        return Division.JUNIOR
    if birth_year >= season - SENIOR_OFFSET:
        return Division.SENIOR
    return Division.MASTERS


def birth_years(division: Division, season: int) -> Message:
    """Who plays in ``division`` in ``season`` (``born 2011–2014``)."""
    junior_from = season - JUNIOR_OFFSET
    senior_from = season - SENIOR_OFFSET
    if division is Division.JUNIOR:
        return msg("division.born_or_later", year=str(junior_from))
    if division is Division.SENIOR:
        return msg("division.born_between", first=str(senior_from), last=str(junior_from - 1))
    return msg("division.born_or_earlier", year=str(senior_from - 1))


def division_name(division: Division) -> Message:
    """``Junior Division``."""
    return msg(f"division.{division.name.lower()}")
