"""The sentence shapes the compiler knows, one module per family of effect; importing this
package declares them all (:data:`playmat.compiler.grammar.SHAPES`)."""

from playmat.compiler.shapes import (
    always_on,
    attached,
    coins,
    damage,
    damage_counters,
    damage_to_others,
    deck_top,
    discard_pile,
    drawing,
    hands,
    healing,
    openings,
    opponents_hand,
    pokemon,
    restrictions,
    searching,
    switching,
    tallies,
)

__all__ = [
    "always_on",
    "attached",
    "coins",
    "damage",
    "damage_counters",
    "damage_to_others",
    "deck_top",
    "discard_pile",
    "drawing",
    "hands",
    "healing",
    "openings",
    "opponents_hand",
    "pokemon",
    "restrictions",
    "searching",
    "switching",
    "tallies",
]
