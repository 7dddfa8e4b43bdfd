"""The sentence shapes the compiler knows, one module per family of effect; importing this
package declares them all (:data:`playmat.compiler.grammar.SHAPES`)."""

from playmat.compiler.shapes import (
    always_on,
    cards,
    cards_more,
    damage,
    damage_more,
    pokemon,
    pokemon_more,
)

__all__ = ["always_on", "cards", "cards_more", "damage", "damage_more", "pokemon", "pokemon_more"]
