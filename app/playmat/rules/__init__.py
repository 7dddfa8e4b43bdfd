"""The rules engine: the game as data, every rule of the rulebooks enforced.

Pure Python: it never imports Qt, SQLAlchemy or sockets (ENGINEERING.md). The GUI, the computer
opponent, LAN play and the tests all drive it through :class:`playmat.rules.game.Game`.
"""
