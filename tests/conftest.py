"""Test set-up shared by the whole suite.

Every test gets its own empty ``PLAYMAT_HOME`` so no test ever touches a player's real data, and
Qt runs offscreen.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHECKOUT = Path(__file__).resolve().parents[1]
SHARED_POOL = CHECKOUT.parent / "shared" / "carddata" / "pokemon-tcg-data"


@pytest.fixture(autouse=True)
def playmat_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "playmat-home"
    monkeypatch.setenv("PLAYMAT_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def shared_pool() -> Path:
    """The full English card pool beside the checkout (``../shared/carddata``)."""
    if not (SHARED_POOL / "sets" / "en.json").is_file():
        pytest.skip(f"the shared card pool is not at {SHARED_POOL}; this test needs ../shared")
    return SHARED_POOL
