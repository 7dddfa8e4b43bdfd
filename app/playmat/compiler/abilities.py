"""How an Ability is used, read from how its text opens: announced once during the turn, or
offered as the Pokémon evolves from the hand (EN I-A-02, II-E-05)."""

from __future__ import annotations

import re

from playmat.rules.scripting import AbilityKind

_OPENINGS = (
    (
        re.compile(r"^once during your turn(?: \(before your attack\))?, you may ", re.I),
        AbilityKind.ACTIVATED,
    ),
    (
        re.compile(
            r"^when you play this Pokémon from your hand to evolve 1 of your Pokémon"
            r"(?: during your turn)?, you may ",
            re.I,
        ),
        AbilityKind.ON_EVOLVE_FROM_HAND,
    ),
)


def ability_opening(text: str) -> tuple[AbilityKind | None, str]:
    """How the Ability is used and the text after its opening; ``None`` when the opening is
    not one the engine plays (the Ability stays with the manual tools)."""
    for regex, kind in _OPENINGS:
        match = regex.match(text)
        if match:
            return kind, text[match.end() :]
    return None, text
