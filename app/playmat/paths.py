"""Where Playmat keeps things.

All user data (database, settings, saved games, the log) lives under one directory so that tests
and scripts can point ``PLAYMAT_HOME`` somewhere else and never touch a player's real data.

Playmat's own files (``data/`` and ``resources/`` of the repository) are installed as the
packages ``playmat.data`` and ``playmat.resources`` and read through ``importlib.resources``, so
they are found the same way in a checkout, an installed wheel and a desktop bundle.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from types import ModuleType

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


def source_digest(packages: Iterable[ModuleType], version: str) -> bytes:
    """A SHA-256 of Playmat's ``version`` and the source files of ``packages``: it changes
    whenever their code may behave differently, so nobody has to remember to bump a number (an
    installed build without its sources changes it with the version)."""
    digest = hashlib.sha256(version.encode())
    for package in packages:
        root = Path(package.__file__ or "").parent
        for path in sorted(root.rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.digest()
