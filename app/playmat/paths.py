"""Where Playmat keeps things.

All user data (database, settings, saved games, the log) lives under one directory so that tests
and scripts can point ``PLAYMAT_HOME`` somewhere else and never touch a player's real data.

Playmat's own files (``data/`` and ``resources/`` of the repository) are installed as the
packages ``playmat.data`` and ``playmat.resources`` and read through ``importlib.resources``, so
they are found the same way in a checkout, an installed wheel and a desktop bundle.
"""

from __future__ import annotations

import os
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

HOME_VARIABLE = "PLAYMAT_HOME"

#: Formats, ban lists, set-code aliases and the starter set.
DATA_DIR: Traversable = files("playmat.data")
#: Message catalogues, fonts and icons.
RESOURCES_DIR: Traversable = files("playmat.resources")


def user_home() -> Path:
    """The user data directory: ``$PLAYMAT_HOME`` if set, else the platform's default."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override).expanduser()
    import platformdirs  # here, not at the top: the window's start does not need it

    return Path(platformdirs.user_data_dir("Playmat", appauthor=False))


def database_path() -> Path:
    return user_home() / "playmat.sqlite3"
