"""Paper sizes, and which one a player most likely has in the printer.

Only A4 and US Letter: they are what home printers hold, and a 3 x 3 grid of 63 x 88 mm cards
fits on both.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

from playmat.i18n.message import msg
from playmat.printing.errors import PrintError


@dataclass(frozen=True)
class Paper:
    """A paper size; its name is the catalogue's ``paper.<key>``."""

    key: str
    #: Width and height in millimetres, portrait.
    width: float
    height: float


A4 = Paper("a4", 210.0, 297.0)
LETTER = Paper("letter", 215.9, 279.4)
PAPERS: dict[str, Paper] = {A4.key: A4, LETTER.key: LETTER}

#: Territories whose printers hold US Letter (the rest of the world uses A4). This is the list
#: glibc's LC_PAPER data uses Letter for.
LETTER_TERRITORIES = frozenset({"US", "CA", "MX", "PR", "PH", "CL", "CO", "VE", "CR", "GT", "PA"})


def paper(key: str) -> Paper:
    """The paper called ``key`` (``a4`` or ``letter``, any case)."""
    found = PAPERS.get(key.strip().lower())
    if found is None:
        raise PrintError(msg("print.unknown_paper", given=key, known=tuple(PAPERS)))
    return found


def default_paper(environ: Mapping[str, str] | None = None) -> Paper:
    """Letter where the locale's territory uses it, else A4.

    Read from the locale variables in the order the C library reads ``LC_PAPER`` (``LC_ALL``,
    ``LC_PAPER``, ``LANG``), so ``en_US.UTF-8`` gives Letter and ``de_DE.UTF-8`` gives A4.
    """
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        value = environ.get(variable, "")
        if value:
            return LETTER if _territory(value) in LETTER_TERRITORIES else A4
    return A4


def _territory(locale_name: str) -> str:
    """``en_US.UTF-8@euro`` -> ``US``; ``C`` -> ``""``."""
    language = locale_name.split(".", 1)[0].split("@", 1)[0]
    return language.split("_", 1)[1].upper() if "_" in language else ""
