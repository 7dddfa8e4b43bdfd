"""Saved games on disk: one JSON file per game under ``PLAYMAT_HOME/games``.

A game is saved after every decision, so each write must leave either the old file or the new
one, never half of one: the data goes to a temporary file beside it, is flushed to the disk, and
then replaces the old file in one step. A temporary file left by a write that was cut short
(a crash, a power cut) is removed the next time Playmat starts.

A save file is read the way the network is: it is decoded whole into a typed
:class:`SessionRecord`, so a damaged file (missing or extra fields, wrong types, deep nesting,
another version, cut off) raises Playmat's own error with the reason, and the list of saved
games shows it as damaged rather than hiding it. Playmat names the files itself; what a file
says of its own id is never used as a path.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from playmat.errors import PlaymatError
from playmat.i18n.message import Message, msg
from playmat.paths import user_home
from playmat.play.client import Difficulty, Seat
from playmat.rules.records import GameRecord, check_game_record
from playmat.rules.wire import decode

FORMAT_NAME = "playmat-session"
SESSION_FORMAT = f"{FORMAT_NAME}/1"
#: A guest's save of a LAN game: only what the guest was shown (:mod:`playmat.net.guest_save`
#: writes and reads it whole; the games list reads its summary, the fields a session has too).
GUEST_FORMAT = "playmat-lan-guest/1"
SAVE_SUFFIX = ".json"
TEMPORARY_SUFFIX = ".tmp"
#: A save of the longest game is a few hundred kilobytes; anything far bigger is not a save,
#: and is not read into memory.
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: A temporary file younger than this may belong to a save being written right now (by
#: another Playmat window on the same folder), so it is left alone.
TEMPORARY_GRACE_SECONDS = 60.0


def games_dir() -> Path:
    return user_home() / "games"


def new_session_id() -> str:
    """A new game's id, made here: the time it started and random letters."""
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6]


def save_path(directory: Path, session_id: str) -> Path:
    """Where a new game made by this Playmat is saved: its id is made by Playmat (a time stamp
    and random letters), never read from a file."""
    return directory / f"{session_id}{SAVE_SUFFIX}"


def write_atomically(path: Path, data: Mapping[str, Any]) -> None:
    """Write ``data`` as JSON to ``path`` so that a crash leaves the old or the new file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{path.stem}-", suffix=TEMPORARY_SUFFIX, dir=path.parent
    )
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            # dumps, not dump: json.dump always takes the pure-Python encoder, about four
            # times slower, and a game is saved after every decision.
            stream.write(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def clean_interrupted_saves(directory: Path | None = None) -> int:
    """Remove the temporary files of saves that were cut short; returns how many. The saved
    games themselves are never touched."""
    folder = directory if directory is not None else games_dir()
    removed = 0
    now = time.time()
    for path in folder.glob(f".*{TEMPORARY_SUFFIX}"):
        try:
            if path.is_file() and now - path.stat().st_mtime > TEMPORARY_GRACE_SECONDS:
                path.unlink()
                removed += 1
        except OSError:
            continue  # gone already, or not ours to remove: the next start tries again
    return removed


@dataclass(frozen=True)
class LanRecord:
    """What the host of a LAN game keeps with its save, to host it again after a restart: the
    secret its seed was made of (revealed to the guest at the end), the guest's nonce and resume
    token, the code and the port the guest comes back to."""

    secret: str
    nonce: str
    commitment: str
    token: str
    code: str
    port: int
    guest_seat: int = 1


@dataclass(frozen=True)
class SessionRecord:
    """What a save file holds (:meth:`GameSession.to_save
    <playmat.play.session.GameSession.to_save>` writes it)."""

    format: str
    #: The game's id as it was made; shown and kept, never used as a path.
    id: str
    created: str
    updated: str
    seats: tuple[Seat, Seat]
    deck_names: tuple[str, str]
    game: GameRecord
    turn: int = 0
    #: How the game ended: a message; saves made before messages hold English words.
    result: Message | str | None = None
    #: The players' names as New game took them (saves made before names were kept have none).
    player_names: tuple[str, str] = ("", "")
    #: A game hosted on the LAN: what hosting it again needs.
    lan: LanRecord | None = None
    #: How the computer plays; saves from before it was chosen played the Easy computer.
    difficulty: Difficulty = Difficulty.EASY


def read_save(path: Path) -> SessionRecord:
    """The saved game in ``path``, checked whole; raises ``PlaymatError`` (and only that) with
    the reason for a file that is damaged, foreign, from another version or unreadable."""
    data = _load_json(path)
    found = data.get("format") if isinstance(data, dict) else None
    if not isinstance(found, str) or not found.startswith(f"{FORMAT_NAME}/"):
        raise PlaymatError(msg("error.session_foreign", file=path.name))
    if found != SESSION_FORMAT:
        raise PlaymatError(
            msg("error.session_version", file=path.name, found=found[:40], expected=SESSION_FORMAT)
        )
    try:
        record = decode(SessionRecord, data)
        check_game_record(record.game, "game")
    except PlaymatError as error:
        raise PlaymatError(
            msg("error.session_damaged", file=path.name, reason=error.words)
        ) from None
    return record


def _load_json(path: Path) -> Any:
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_SAVE_BYTES + 1)
    except OSError as error:
        raise PlaymatError(
            msg("error.session_unreadable", file=path.name, detail=error.strerror or str(error))
        ) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise PlaymatError(
            msg("error.session_too_big", file=path.name, megabytes=MAX_SAVE_BYTES // 2**20)
        )
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise PlaymatError(msg("error.session_not_text", file=path.name)) from None
    except ValueError as error:  # JSONDecodeError, or a number with thousands of digits
        raise PlaymatError(
            msg("error.session_not_json", file=path.name, detail=str(error)[:120])
        ) from None
    except RecursionError:
        raise PlaymatError(msg("error.session_too_deep", file=path.name)) from None


@dataclass(frozen=True)
class SavedGame:
    """What the list of recent games shows about one saved game, without replaying it."""

    path: Path
    #: The id the file records (shown, never used as a path).
    id: str
    deck_names: tuple[str, str]
    seats: tuple[str, str]
    updated: str
    turn: int
    #: How the game ended, or ``None`` while it is still being played.
    result: Message | None
    #: What the players are called ("" where no name was given).
    player_names: tuple[str, str] = ("", "")
    #: A LAN game: "host" or "guest"; ``None`` for a game on this machine.
    lan: str | None = None

    @property
    def finished(self) -> bool:
        return self.result is not None


@dataclass(frozen=True)
class GuestSummary:
    """The part of a guest's save the games list reads (the rest is the guest's own)."""

    format: str
    id: str
    created: str
    updated: str
    seats: tuple[Seat, Seat]
    deck_names: tuple[str, str]
    turn: int
    result: Message | None


@dataclass(frozen=True)
class DamagedSave:
    """A file in the games folder that can't be resumed, and why: listed so the player knows,
    and left as it is."""

    path: Path
    #: When the file was last written (ISO 8601), for the list's order.
    updated: str
    reason: Message


def recent_games(directory: Path | None = None, limit: int = 10) -> list[SavedGame | DamagedSave]:
    """The most recently written saves, newest first; a damaged one is listed with its reason
    (a damaged file never hides or changes the others)."""
    folder = directory if directory is not None else games_dir()
    stamped: list[tuple[float, Path]] = []
    for path in folder.glob(f"*{SAVE_SUFFIX}"):
        try:
            stamped.append((path.stat().st_mtime, path))
        except OSError:
            continue  # removed while listing
    stamped.sort(reverse=True)
    return [_listed(path, written) for written, path in stamped[:limit]]


def _listed(path: Path, written: float) -> SavedGame | DamagedSave:
    try:
        if saved_kind(path) == "guest":
            return _guest_listed(path)
        record = read_save(path)
    except PlaymatError as error:
        stamp = datetime.fromtimestamp(written).astimezone().isoformat(timespec="seconds")
        return DamagedSave(path, stamp, error.words)
    return SavedGame(
        path=path,
        id=record.id,
        deck_names=record.deck_names,
        seats=(record.seats[0].value, record.seats[1].value),
        updated=record.updated,
        turn=record.turn,
        result=_result(record.result),
        player_names=record.player_names,
        lan="host" if record.lan is not None else None,
    )


def saved_kind(path: Path) -> str | None:
    """Whether the save in ``path`` is a LAN game joined here ("guest"), hosted here
    ("host"), or a game on this machine (``None``); ``PlaymatError`` for a file that isn't
    a save."""
    data = _load_json(path)
    if isinstance(data, dict) and data.get("format") == GUEST_FORMAT:
        return "guest"
    return "host" if isinstance(data, dict) and data.get("lan") else None


def read_guest_data(path: Path) -> dict[str, Any]:
    """A guest's save as JSON data (size-capped, checked to be one); the net layer reads the
    rest of it. ``PlaymatError`` for anything else."""
    data = _load_json(path)
    if not isinstance(data, dict) or data.get("format") != GUEST_FORMAT:
        raise PlaymatError(msg("error.session_foreign", file=path.name))
    return data


def read_guest_summary(path: Path) -> GuestSummary:
    """The summary fields of a guest's save, checked; ``PlaymatError`` for a damaged one."""
    data = read_guest_data(path)
    fields = {name: data.get(name) for name in GuestSummary.__dataclass_fields__}
    try:
        return decode(GuestSummary, fields)
    except PlaymatError as error:
        raise PlaymatError(
            msg("error.session_damaged", file=path.name, reason=error.words)
        ) from None


def _guest_listed(path: Path) -> SavedGame:
    summary = read_guest_summary(path)
    return SavedGame(
        path=path,
        id=summary.id,
        deck_names=summary.deck_names,
        seats=(summary.seats[0].value, summary.seats[1].value),
        updated=summary.updated,
        turn=summary.turn,
        result=summary.result,
        lan="guest",
    )


def _result(result: Message | str | None) -> Message | None:
    """How a saved game ended: a message; saves made before messages hold English words."""
    if isinstance(result, str):
        return msg("plain.text", text=result) if result else None
    return result
