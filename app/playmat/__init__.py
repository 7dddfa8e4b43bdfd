"""Playmat: a desktop tabletop for the Pokémon Trading Card Game."""

__version__ = "0.1.0"
