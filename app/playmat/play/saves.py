"""Saved games on disk: one JSON file per game under ``PLAYMAT_HOME/games``.

A game is saved after every decision, so each write must leave either the old file or the new
one, never half of one: the data goes to a temporary file beside it, is flushed to the disk, and
then replaces the old file in one step.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playmat.errors import PlaymatError
from playmat.i18n.message import Message, msg
from playmat.paths import user_home
from playmat.rules.wire import decode

SESSION_FORMAT = "playmat-session/1"


def games_dir() -> Path:
    return user_home() / "games"


def write_atomically(path: Path, data: Mapping[str, Any]) -> None:
    """Write ``data`` as JSON to ``path`` so that a crash leaves the old or the new file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, separators=(",", ":"))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> dict[str, Any]:
    """The saved session in ``path``; a damaged or foreign file raises ``PlaymatError``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise PlaymatError(
            msg("error.session_unreadable", file=path.name, detail=str(error))
        ) from None
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        raise PlaymatError(msg("error.session_foreign", file=path.name))
    return data


@dataclass(frozen=True)
class SavedGame:
    """What the list of recent games shows about one saved game, without replaying it."""

    path: Path
    id: str
    deck_names: tuple[str, str]
    seats: tuple[str, str]
    updated: str
    turn: int
    #: How the game ended, or ``None`` while it is still being played.
    result: Message | None
    #: What the players are called ("" where no name was given).
    player_names: tuple[str, str] = ("", "")

    @property
    def finished(self) -> bool:
        return self.result is not None


def recent_games(directory: Path | None = None, limit: int = 10) -> list[SavedGame]:
    """Saved games, most recently played first; files that can't be read are left out."""
    folder = directory if directory is not None else games_dir()
    found: list[SavedGame] = []
    for path in folder.glob("*.json"):
        try:
            data = read_save(path)
            found.append(
                SavedGame(
                    path=path,
                    id=str(data["id"]),
                    deck_names=(str(data["deck_names"][0]), str(data["deck_names"][1])),
                    seats=(str(data["seats"][0]), str(data["seats"][1])),
                    updated=str(data["updated"]),
                    turn=int(data.get("turn", 0)),
                    result=_result(data.get("result")),
                    player_names=saved_player_names(data.get("player_names")),
                )
            )
        except (PlaymatError, KeyError, IndexError, TypeError, ValueError):
            continue
    found.sort(key=lambda game: game.updated, reverse=True)
    return found[:limit]


def saved_player_names(data: object) -> tuple[str, str]:
    """The players' names; saves made before names were kept have none."""
    if isinstance(data, list) and len(data) == 2:
        return (str(data[0]), str(data[1]))
    return ("", "")


def _result(data: object) -> Message | None:
    """How a saved game ended: a message; saves made before messages hold English words."""
    if not data:
        return None
    if isinstance(data, str):
        return msg("plain.text", text=data)
    return decode(Message, data)
