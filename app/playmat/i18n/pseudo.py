"""The pseudo-language: English with every letter of Playmat's own words changed (``Ṕļáý``) and
each piece of text 40% longer, for tests and for checking windows by eye
(``PLAYMAT_LANG=pseudo``).

A window that shows a plain English word in it has a string that is not in the catalogue; a
label that cuts off its text or runs into its neighbour will do the same with a real
translation that is longer than the English.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping

from playmat.i18n.pattern import Number, Part, Pattern, Placeholder, Text, parse, to_source

_LETTERS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķļɱñóþʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẌÝŽ",
)
#: What lengthens a piece of text: a character no English word has.
PADDING = "·"
GROWTH = 0.4
#: What a translation keeps as it is: commands to type (`playmat deck list`), options
#: (--deck1) and argparse's placeholders (%(prog)s, %s).
KEPT = re.compile(r"`[^`]*`|--[a-z0-9-]+|%\([a-z_]+\)[a-z]|%[sdr]")


def pseudo_text(text: str) -> str:
    """``Play`` -> ``Þļáý··``: letters changed, 40% more characters (rounded up)."""
    if not any(char.isalpha() for char in text):
        return text
    kept = [match.span() for match in KEPT.finditer(text)]
    changed, start = [], 0
    for begin, end in kept:
        changed += [text[start:begin].translate(_LETTERS), text[begin:end]]
        start = end
    changed.append(text[start:].translate(_LETTERS))
    return "".join(changed) + PADDING * math.ceil(len(text) * GROWTH)


def _pseudo_pattern(pattern: Pattern) -> Pattern:
    parts: list[Part] = []
    for part in pattern:
        if isinstance(part, Text):
            parts.append(Text(pseudo_text(part.text)))
        elif isinstance(part, Placeholder) and part.branches:
            branches = {key: _pseudo_pattern(branch) for key, branch in part.branches.items()}
            parts.append(Placeholder(part.name, part.kind, branches))
        else:
            assert isinstance(part, Number | Placeholder)
            parts.append(part)
    return tuple(parts)


def pseudo_patterns(english: Mapping[str, str]) -> dict[str, str]:
    """The pseudo-language's catalogue, made from the English one."""
    return {key: to_source(_pseudo_pattern(parse(source))) for key, source in english.items()}
