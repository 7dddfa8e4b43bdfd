"""How an Ability is used, read from how its text opens: announced during the turn (once, or as
often as the player likes, maybe only from one Spot), or offered as the Pokémon is played from
the hand to evolve or onto the Bench (EN I-A-02, II-E-05, JA II-E-06). Text with none of these
openings works all the time (an always-on Ability)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from playmat.effects.always_on import Spot
from playmat.rules.scripting import AbilityKind

_BEFORE_ATTACK = r"(?: \(before your attack\))?"
_FROM_SPOT = (
    r"(?:if this Pokémon is (?P<spot>in the Active Spot|your Active Pokémon|on your Bench), )?"
)
_YOU_MAY = r"you may (?:use this Ability\. )?"


@dataclass(frozen=True)
class AbilityUse:
    """How an Ability is used: its kind, whether once a turn, and the Spot it must be in."""

    kind: AbilityKind
    once_per_turn: bool = True
    only_in: Spot | None = None


_OPENINGS = (
    (
        re.compile(rf"^once during your turn{_BEFORE_ATTACK}, {_FROM_SPOT}{_YOU_MAY}", re.I),
        AbilityKind.ACTIVATED,
        True,
    ),
    (
        re.compile(rf"^as often as you like during your turn{_BEFORE_ATTACK}, {_YOU_MAY}", re.I),
        AbilityKind.ACTIVATED,
        False,
    ),
    (
        re.compile(
            r"^(?:once during your turn, )?when you play this Pokémon from your hand to evolve "
            rf"1 of your Pokémon(?: during your turn)?, {_YOU_MAY}",
            re.I,
        ),
        AbilityKind.ON_EVOLVE_FROM_HAND,
        True,
    ),
    (
        re.compile(
            r"^(?:once during your turn, )?when you play this Pokémon from your hand onto your "
            rf"Bench(?: during your turn)?, {_YOU_MAY}",
            re.I,
        ),
        AbilityKind.ON_BENCH_FROM_HAND,
        True,
    ),
    (
        re.compile(
            rf"^once during your turn, when this Pokémon moves from your Bench to the Active "
            rf"Spot, {_YOU_MAY}",
            re.I,
        ),
        AbilityKind.ON_MOVE_TO_ACTIVE,
        True,
    ),
)


def ability_opening(text: str) -> tuple[AbilityUse | None, str]:
    """How the Ability is used and the text after its opening; ``None`` when the text opens
    with none of these (an always-on Ability, or one the compiler can't read)."""
    for regex, kind, once in _OPENINGS:
        match = regex.match(text)
        if match:
            spot = match.groupdict().get("spot")
            only_in = None if spot is None else Spot.BENCH if "Bench" in spot else Spot.ACTIVE
            return AbilityUse(kind, once, only_in), text[match.end() :]
    return None, text


_ONE_PER_NAME = re.compile(
    r"\s*You can't use more than 1 .+? (?:Ability|Poké-Power|Pokémon Power) each turn\.\s*",
    re.I,
)


def one_use_per_name(text: str) -> tuple[str, bool]:
    """The text without its "You can't use more than 1 X Ability each turn" sentence, and
    whether it had one (EN II-E-14: one use of that name a turn, whichever Pokémon has it)."""
    found = _ONE_PER_NAME.search(text)
    if found is None:
        return text, False
    return (text[: found.start()] + " " + text[found.end() :]).strip(), True
