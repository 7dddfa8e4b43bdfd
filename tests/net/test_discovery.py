"""Games announced on the LAN are listed where they are joined: a host's beacon, heard by a
finder, both on the loopback only in tests."""

from __future__ import annotations

import socket
import time

from lan_helpers import LOOPBACK, deck, versions

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.net.discovery import Finder, beacon_target, parse
from playmat.net.host import LanHost
from playmat.net.messages import PROTOCOL


def _announcing(card_store: CardStore, starter_decks: dict[str, list[Card]], name: str) -> LanHost:
    """A host that will announce itself to loopback once started."""
    return LanHost(
        card_store,
        card_store,
        versions(card_store),
        deck=deck(starter_decks, name),
        address=LOOPBACK,
    )


def _heard(finder: Finder, seconds: float = 5.0) -> list:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        games = finder.games()
        if games:
            return games
        time.sleep(0.05)
    return []


def test_a_host_on_loopback_announces_itself_to_loopback_only() -> None:
    assert beacon_target("127.0.0.1") == "127.0.0.1"
    assert beacon_target("0.0.0.0") == "255.255.255.255"


def test_a_hosted_game_is_heard_with_its_port_host_and_deck(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    finder = Finder(LOOPBACK)
    finder.start()
    host = _announcing(card_store, starter_decks, "Roaring Heat")
    try:
        host.start()
        (game,) = _heard(finder)
        assert (game.address, game.port) == (LOOPBACK, host.port)
        assert game.host == socket.gethostname()
        assert game.deck == "Roaring Heat"
        assert game.state == "open"
    finally:
        host.close()
        finder.stop()


def test_a_game_no_longer_announced_drops_off_the_list(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    finder = Finder(LOOPBACK)
    finder.start()
    host = _announcing(card_store, starter_decks, "Bright Tide")
    host.start()
    assert _heard(finder)
    host.close()
    deadline = time.monotonic() + 8
    while finder.games() and time.monotonic() < deadline:
        time.sleep(0.1)
    finder.stop()
    assert finder.games() == []


def test_what_is_not_a_playmat_beacon_is_ignored() -> None:
    assert parse(b"hello", LOOPBACK) is None
    assert parse(b'{"playmat": 99, "port": 1}', LOOPBACK) is None
    assert (
        parse(
            b'{"playmat": %d, "port": 70000, "host": "h", "deck": "d", "state": "open", "app": "a"}'
            % PROTOCOL,
            LOOPBACK,
        )
        is None
    )
    found = parse(
        b'{"playmat": %d, "port": 4000, "host": "h", "deck": "d", "state": "open", "app": "a"}'
        % PROTOCOL,
        LOOPBACK,
    )
    assert found is not None and found.port == 4000
