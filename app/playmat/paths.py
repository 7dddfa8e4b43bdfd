"""Where Playmat keeps things.

All user data (database, settings, saved games) lives under one directory so that tests and
scripts can point ``PLAYMAT_HOME`` somewhere else and never touch a player's real data.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

import platformdirs

HOME_VARIABLE = "PLAYMAT_HOME"

#: The repository root: ``app/playmat/paths.py`` -> three levels up.
PROJECT_ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = PROJECT_ROOT / "data"
RESOURCES_DIR = PROJECT_ROOT / "resources"


def user_home() -> Path:
    """The user data directory: ``$PLAYMAT_HOME`` if set, else the platform's default."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override).expanduser()
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
