"""Updates sent as what changed (:mod:`playmat.net.delta`): the guest rebuilds exactly the table
the host meant, over a real connection pair, for a whole game; the bytes shrink; a delta that
can't be applied closes the connection with a reason and never crashes."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playmat.cards.model import Card
from playmat.net.connection import Connection, ConnectionClosed
from playmat.net.delta import DELTA, DeltaReader, DeltaWriter
from playmat.net.frames import to_json
from playmat.net.hosted import HostedGame
from playmat.net.messages import Update, from_record, to_record
from playmat.net.seal import TO_GUEST, TO_HOST, Opener, Sealer
from playmat.play.client import Seat
from playmat.play.saves import LanRecord
from playmat.play.session import GameSession
from playmat.rules.wire import DecodeError

KEY = bytes(range(32))
GUEST = 1


def _pair() -> tuple[Connection, Connection, list[bytes]]:
    """A host's and a guest's connection over a real socket pair, sealed; the host's plain
    payloads are kept as they were sent."""
    sent: list[bytes] = []
    host_end, guest_end = socket.socketpair()
    host, guest = Connection(host_end, tap=sent.append), Connection(guest_end)
    host.seal_with(Sealer(KEY, TO_GUEST), Opener(KEY, TO_HOST))
    guest.seal_with(Sealer(KEY, TO_HOST), Opener(KEY, TO_GUEST))
    return host, guest, sent


def _updates(starter_decks: dict[str, list[Card]], directory: Path) -> Iterator[Update]:
    """The guest's update after every decision of a whole computer game, as the host makes it."""
    session = GameSession.new(
        (starter_decks["Roaring Heat"], starter_decks["Bright Tide"]),
        ("Roaring Heat", "Bright Tide"),
        (Seat.COMPUTER, Seat.COMPUTER),
        seed=7,
        directory=directory,
    )
    hosted = HostedGame(session, LanRecord("secret", "nonce", "commitment", "token", "CODE", 1))
    yield hosted._update()
    while not session.game.over:
        session.play_computer_move()
        yield hosted._update()


def test_the_guest_gets_every_update_of_a_game_exactly_in_fewer_bytes(
    starter_decks: dict[str, list[Card]], tmp_path: Path
) -> None:
    host, guest, sent = _pair()
    try:
        updates = list(_updates(starter_decks, tmp_path))
        for update in updates:
            assert host.send(update)
            assert guest.receive(deadline=_soon()) == update
    finally:
        host.close()
        guest.close()
    assert len(updates) > 50
    whole = sum(len(to_json(to_record(update))) for update in updates)
    # The first update is whole; the rest say what changed, in far fewer bytes in all.
    assert DELTA not in to_record_of(sent[0])
    assert all(DELTA in to_record_of(payload) for payload in sent[1:])
    assert sum(map(len, sent)) < 0.7 * whole


def test_a_new_connection_starts_again_from_a_whole_update(
    starter_decks: dict[str, list[Card]], tmp_path: Path
) -> None:
    """After a reconnect the guest has no table to apply a delta to: the first update on the
    new connection is whole, whatever the old one carried."""
    updates = _updates(starter_decks, tmp_path)
    first, second = _pair(), _pair()
    try:
        for connection in (first, second):
            host, guest, sent = connection
            for _ in range(3):
                update = next(updates)
                host.send(update)
                assert guest.receive(deadline=_soon()) == update
            assert DELTA not in to_record_of(sent[0])
    finally:
        for host, guest, _ in (first, second):
            host.close()
            guest.close()


def test_a_delta_before_any_whole_update_is_refused() -> None:
    with pytest.raises(DecodeError) as refused:
        DeltaReader().record({"type": "update", DELTA: True, "step": 3})
    assert "before the whole table" in str(refused.value)


def test_a_delta_with_nothing_to_apply_closes_the_connection_with_its_reason() -> None:
    host_end, guest_end = socket.socketpair()
    guest = Connection(guest_end)
    sealer = Sealer(KEY, TO_GUEST)
    guest.seal_with(Sealer(KEY, TO_HOST), Opener(KEY, TO_GUEST))
    try:
        host_end.sendall(sealer.seal(to_json({"type": "update", DELTA: True, "step": 1})))
        with pytest.raises(ConnectionClosed) as closed:
            guest.receive(deadline=_soon())
        assert "before the whole table" in str(closed.value)
        assert guest.closed
    finally:
        host_end.close()
        guest.close()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    observation=JSON | st.dictionaries(st.sampled_from(["players", "turn", "phase"]), JSON),
    rest=st.dictionaries(st.sampled_from(["step", "legal", "refused", "log"]), JSON),
)
def test_any_delta_gives_the_update_or_a_decode_error(
    whole_update: dict[str, Any], observation: Any, rest: dict[str, Any]
) -> None:
    """A peer's delta of any shape, after a real whole update: the guest gets an update or a
    :class:`DecodeError` (the connection closes), never another exception."""
    reader = DeltaReader()
    reader.record(dict(whole_update))
    delta = {"type": "update", DELTA: True, "observation": observation, **rest}
    try:
        message = from_record(reader.record(delta))
    except DecodeError:
        return
    assert isinstance(message, Update)


@pytest.fixture
def whole_update(starter_decks: dict[str, list[Card]], tmp_path: Path) -> dict[str, Any]:
    """The record of a whole update a dozen decisions into a game."""
    updates = _updates(starter_decks, tmp_path)
    for _ in range(12):
        update = next(updates)
    return DeltaWriter().record(update)


def to_record_of(payload: bytes) -> dict[str, Any]:
    record: dict[str, Any] = json.loads(payload)
    return record


def _soon() -> float:
    return time.monotonic() + 10
