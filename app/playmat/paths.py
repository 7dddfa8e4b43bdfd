"""Where Playmat keeps things.

All user data (database, settings, saved games) lives under one directory so that tests and
scripts can point ``PLAYMAT_HOME`` somewhere else and never touch a player's real data.
"""

from __future__ import annotations

import os
from pathlib import Path

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
