"""The host under attack while a real guest plays: random bytes, every split point, huge
lengths, bad JSON, messages out of place, frames replayed from the real guest. Each bad
connection is closed on its own; the host never stalls, and the real game ends as it should.
(A small Hypothesis budget in the default run.)"""

from __future__ import annotations

import itertools
import json
import socket
import threading
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lan_helpers import LOOPBACK, deck, join, start_host, versions

from fault_proxy import TO_HOST, FaultProxy
from playmat.ai.bots import RandomBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.net.connection import open_connection
from playmat.net.frames import MAX_FRAME, PLAIN, SEALED, frame
from playmat.net.handshake import LanRefused, guest_handshake
from playmat.net.headless import play_to_the_end
from playmat.net.messages import PROTOCOL

#: How long the host may take to close a connection that sent garbage and hung up.
CLOSE_SECONDS = 5.0

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _hello(**changes: object) -> bytes:
    record = {
        "type": "hello",
        "protocol": PROTOCOL,
        "app": "0.1.0",
        "engine": "x",
        "cards": "y",
        "spake": "AAAA",
        **changes,
    }
    return frame(PLAIN, json.dumps(record).encode())


def attacks(recorded: list[bytes]) -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.binary(max_size=400),
        st.integers(MAX_FRAME + 1, 2**32 - 1).map(lambda n: n.to_bytes(4, "big") + b"\x00{}"),
        st.binary(min_size=1, max_size=200).map(lambda b: frame(PLAIN, b)),
        json_values.map(lambda v: frame(PLAIN, json.dumps(v).encode())),
        st.dictionaries(st.sampled_from(["type", "protocol", "spake", "engine"]), json_values).map(
            lambda d: frame(PLAIN, json.dumps(d).encode())
        ),
        st.text(max_size=60).map(lambda t: _hello(spake=t)),
        st.integers().map(lambda n: _hello(protocol=n)),
        st.binary(max_size=200).map(lambda b: frame(SEALED, b)),
        st.lists(st.sampled_from(recorded), min_size=1, max_size=5).map(b"".join),
    )


def _attack(port: int, data: bytes, cuts: list[int]) -> None:
    """Send ``data`` in pieces, hang up, and see the host close its side in time."""
    with socket.create_connection((LOOPBACK, port), timeout=CLOSE_SECONDS) as sock:
        points = sorted({min(c, len(data)) for c in cuts} | {0, len(data)})
        try:
            for start, end in itertools.pairwise(points):
                sock.sendall(data[start:end])
            sock.shutdown(socket.SHUT_WR)
            deadline = time.monotonic() + CLOSE_SECONDS
            while sock.recv(65536):
                assert time.monotonic() < deadline, "the host kept a bad connection open"
        except TimeoutError:
            raise AssertionError("the host kept a bad connection open") from None
        except OSError:
            pass  # the host closed first (reset, broken pipe, no longer connected): as good


def test_the_host_survives_garbage_and_keeps_serving_the_real_guest(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    proxy = FaultProxy(host.port)
    try:
        guest = join(card_store, host, deck(starter_decks, "Bright Tide"), port=proxy.port)
        game = host.game
        assert game is not None
        game.session.use_bot(0, RandomBot(1))
        sides = [
            threading.Thread(target=play_to_the_end, args=(side, side.settled), daemon=True)
            for side in (game, guest)
        ]
        for side in sides:
            side.start()
        recorded = list(proxy.recorded[TO_HOST])

        @settings(
            max_examples=40,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        )
        @given(attacks(recorded), st.lists(st.integers(0, 500), max_size=6))
        def attack(data: bytes, cuts: list[int]) -> None:
            _attack(host.port, data, cuts)

        attack()
        for side in sides:
            side.join(120)
        assert game.over
        result = guest.audit_result
        assert result is not None and result.passed
        # Still listening, still answering: a wrong code is refused in words.
        connection = open_connection(LOOPBACK, host.port)
        try:
            guest_handshake(connection, "WRONG1", versions(card_store))
            raise AssertionError("a wrong code was let in")
        except LanRefused as refused:
            assert refused.code in ("wrong_code", "busy")
    finally:
        proxy.close()
        host.close()
