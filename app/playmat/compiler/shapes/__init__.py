"""The sentence shapes the compiler knows, one module per family of effect; importing this
package declares them all (:data:`playmat.compiler.grammar.SHAPES`)."""

from playmat.compiler.shapes import cards, damage, pokemon

__all__ = ["cards", "damage", "pokemon"]
