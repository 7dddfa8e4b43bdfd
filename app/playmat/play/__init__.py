"""Playing a game: who sits where, saving after every decision, resuming, undo and rematch.

This layer holds a :class:`~playmat.rules.game.Game` for a view and never imports Qt, so the
board, the tests and any other front end drive games the same way.
"""
