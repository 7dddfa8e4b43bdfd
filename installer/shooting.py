"""What the screenshot scripts share: their command line and a fresh, throw-away Playmat home.

Each script photographs Playmat as a user sees it, always in a new temporary PLAYMAT_HOME (never
a player's own data), with Qt offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_POOL = ROOT.parent / "shared" / "carddata" / "pokemon-tcg-data"


def arguments(doc: str, *, pool: bool = False) -> argparse.ArgumentParser:
    """The options every script takes (``--out``, and ``--pool`` where it imports cards),
    described by the first paragraph of the script's docstring."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    if pool:
        parser.add_argument(
            "--pool", type=Path, default=DEFAULT_POOL, help="pokemon-tcg-data folder"
        )
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots", help="where PNGs go")
    return parser


def in_fresh_home(prefix: str, shoot: Callable[[], int]) -> int:
    """Run ``shoot`` offscreen in a new temporary PLAYMAT_HOME, removed afterwards. ``shoot``
    imports Playmat itself, so that Playmat reads this home."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        os.environ["PLAYMAT_HOME"] = home
        return shoot()
