"""Decks: the one deck validator, formats, and decklists."""
