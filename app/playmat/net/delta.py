"""Updates told as what changed: the host's biggest cost of serving a guest, made small.

After every decision the guest gets its whole table (:class:`~playmat.net.messages.Update`),
yet most of it is what the guest already has: one card moved, one Pokémon took damage, the
verdicts on the guest's moves stayed the same. Encoding and sealing the whole table each time
cost the host more than a tenth of the game's CPU, so one connection's updates after its first
are sent as a delta against the update before it on the same connection: the fields that are
equal are left out, and the observation and each of its players list only the fields that
differ (unchanged parts are not even encoded again: their record is taken from the last one).

A delta needs no acknowledgement: sealed frames arrive in order or the connection is closed,
and a new connection (a reconnect) starts again from a whole update. The receiver rebuilds the
whole record before decoding it, so a delta is checked as strictly as a whole update; a delta
with nothing to apply it to is refused. Kept apart from the sockets (and Qt) so it is tested
alone, as :mod:`playmat.net.frames` is.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from playmat.i18n.message import msg
from playmat.net.messages import LanMessage, Update, to_record
from playmat.rules.observation import Observation
from playmat.rules.wire import DecodeError, encode

#: Marks an update record that holds only what changed since the one before.
DELTA = "$delta"
OBSERVATION = "observation"
PLAYERS = "players"


def _changed_fields(
    old: Any, new: Any, old_record: dict[str, Any], skip: str = ""
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The whole record of dataclass ``new`` (reusing ``old_record``'s parts where ``old`` has
    the same value) and the fields that differ; ``skip`` is left to the caller."""
    whole: dict[str, Any] = {}
    changed: dict[str, Any] = {}
    for field in dataclasses.fields(new):
        name = field.name
        if name == skip:
            continue
        value = getattr(new, name)
        before = getattr(old, name)
        if value == before:
            whole[name] = old_record[name]
        elif isinstance(value, tuple) and isinstance(before, tuple):
            whole[name] = changed[name] = _items(before, value, old_record[name])
        else:
            whole[name] = changed[name] = encode(value)
    return whole, changed


def _items(old: tuple[Any, ...], new: tuple[Any, ...], old_record: list[Any]) -> list[Any]:
    """The record of tuple ``new``, each item that is where it was (a Benched Pokémon that
    didn't change beside one that did) taken from ``old_record``."""
    return [
        old_record[index] if index < len(old) and item == old[index] else encode(item)
        for index, item in enumerate(new)
    ]


def _observation_changes(
    old: Observation, new: Observation, old_record: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    whole, changed = _changed_fields(old, new, old_record, skip=PLAYERS)
    players: list[dict[str, Any]] = []
    player_changes: list[dict[str, Any]] = []
    for before, after, record in zip(old.players, new.players, old_record[PLAYERS], strict=True):
        player, differs = _changed_fields(before, after, record)
        players.append(player)
        player_changes.append(differs)
    whole[PLAYERS] = players
    if any(player_changes):
        changed[PLAYERS] = player_changes
    return whole, changed


class DeltaWriter:
    """The records a connection sends: updates after the first as deltas."""

    def __init__(self) -> None:
        self._last: Update | None = None
        self._last_record: dict[str, Any] = {}

    def record(self, message: LanMessage) -> dict[str, Any]:
        if not isinstance(message, Update):
            return to_record(message)
        last, self._last = self._last, message
        if last is None:
            self._last_record = to_record(message)
            return self._last_record
        previous = self._last_record
        whole, changed = _changed_fields(last, message, previous, skip=OBSERVATION)
        observation, observed = _observation_changes(
            last.observation, message.observation, previous[OBSERVATION]
        )
        whole[OBSERVATION] = observation
        if observed:
            changed[OBSERVATION] = observed
        whole["type"] = changed["type"] = message.kind
        changed[DELTA] = True
        self._last_record = whole
        return changed


class DeltaReader:
    """The whole records a connection received: deltas applied to the update before."""

    def __init__(self) -> None:
        self._last: dict[str, Any] | None = None

    def record(self, data: dict[str, Any]) -> dict[str, Any]:
        """``data`` whole (as it came, unless it is a delta); :class:`DecodeError` for a delta
        with no update before it, or one whose parts are not records."""
        if data.get("type") != Update.kind:
            return data
        if DELTA not in data:
            self._last = data
            return data
        if self._last is None:
            raise DecodeError(DELTA, msg("lan.delta_without_base"))
        changes = {name: value for name, value in data.items() if name != DELTA}
        whole = {**self._last, **changes}
        if OBSERVATION in changes:
            before: Any = self._last.get(OBSERVATION)
            observation = _merged(before, changes[OBSERVATION], OBSERVATION)
            if PLAYERS in changes[OBSERVATION]:
                observation[PLAYERS] = _merged_players(before.get(PLAYERS), observation[PLAYERS])
            whole[OBSERVATION] = observation
        self._last = whole
        return whole


def _merged(before: Any, changes: Any, path: str) -> dict[str, Any]:
    if not isinstance(before, dict) or not isinstance(changes, dict):
        raise DecodeError(path, msg("decode.wrong_type", expected="a record"))
    return {**before, **changes}


def _merged_players(before: Any, changes: Any) -> list[dict[str, Any]]:
    """Each player's record with its changes (a list of changes for each player before)."""
    path = f"{OBSERVATION}.{PLAYERS}"
    if not isinstance(before, list) or not isinstance(changes, list) or len(before) != len(changes):
        raise DecodeError(path, msg("decode.wrong_type", expected="a list"))
    return [
        _merged(player, changed, f"{path}[{index}]")
        for index, (player, changed) in enumerate(zip(before, changes, strict=True))
    ]
