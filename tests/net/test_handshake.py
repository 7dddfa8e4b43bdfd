"""Joining needs the join code and the same Playmat: a wrong code, another protocol, engine or
card data are refused with the same clear words on both screens, and nothing else happens."""

from __future__ import annotations

import dataclasses
import time

import pytest
from lan_helpers import CODE, LOOPBACK, deck, join, start_host, versions

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.i18n.catalogue import Reader
from playmat.net.connection import open_connection
from playmat.net.guest import JoinDeck, RemoteGame
from playmat.net.handshake import LanRefused, Versions, guest_handshake
from playmat.net.messages import PROTOCOL

READER = Reader()


def _turned_away(host, within: float = 5.0) -> list[str]:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        found = host.notices()
        if found:
            return [READER.render(n) for n in found]
        time.sleep(0.02)
    return []


def _lower(sentence: str) -> str:
    """A sentence as it reads inside another ("...turned away: wrong join code...")."""
    return sentence[0].lower() + sentence[1:]


def _refusal(store: CardStore, port: int, code: str, mine: Versions) -> LanRefused:
    connection = open_connection(LOOPBACK, port)
    with pytest.raises(LanRefused) as refused:
        guest_handshake(connection, code, mine)
    return refused.value


def test_the_right_code_in_any_case_and_spacing_lets_the_guest_in(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    try:
        guest = join(card_store, host, deck(starter_decks, "Bright Tide"), code=" kqt742 ")
        assert host.joined.wait(5)
        assert guest.deck_names == ("Forest Shadow", "Bright Tide")
        assert guest.observe(1).viewer == 1
    finally:
        host.close()


def test_a_wrong_code_is_refused_with_the_same_words_on_both_sides(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    try:
        refused = _refusal(card_store, host.port, "KQT-743", versions(card_store))
        words = READER.render(refused.words)
        assert refused.code == "wrong_code"
        assert words.startswith("Wrong join code: check the code the host's screen shows")
        assert _turned_away(host) == [
            f"A Playmat that tried to join was turned away: {_lower(words)}"
        ]
        assert host.game is None and not host.joined.is_set()
    finally:
        host.close()


@pytest.mark.parametrize(
    ("change", "code", "words"),
    [
        ({"protocol": PROTOCOL + 1, "app": "9.9.9"}, "protocol", "different LAN protocols"),
        ({"engine": "0123456789abcdef"}, "engine", "different rules engines"),
        ({"cards": "another pool"}, "cards", "two card databases differ"),
    ],
)
def test_another_version_is_refused_with_what_differs_on_both_sides(
    card_store: CardStore,
    starter_decks: dict[str, list[Card]],
    change: dict[str, object],
    code: str,
    words: str,
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    try:
        theirs = dataclasses.replace(versions(card_store), **change)  # type: ignore[arg-type]
        refused = _refusal(card_store, host.port, CODE, theirs)
        assert refused.code == code
        guest_words = READER.render(refused.words)
        assert words in guest_words
        assert _turned_away(host) == [
            f"A Playmat that tried to join was turned away: {_lower(guest_words)}"
        ]
    finally:
        host.close()


def test_the_versions_are_named_in_the_refusal(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    try:
        theirs = dataclasses.replace(versions(card_store), protocol=PROTOCOL + 1, app="9.9.9")
        refused = _refusal(card_store, host.port, CODE, theirs)
        assert "the host runs Playmat 0.1.0, the guest 9.9.9" in READER.render(refused.words)
    finally:
        host.close()


def test_a_second_guest_finds_the_seat_taken(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    try:
        join(card_store, host, deck(starter_decks, "Bright Tide"))
        second = RemoteGame(LOOPBACK, host.port, CODE, card_store, card_store, versions(card_store))
        with pytest.raises(LanRefused) as refused:
            second.join(JoinDeck("Roaring Heat", starter_decks["Roaring Heat"]))
        assert refused.value.code == "seat_taken"
    finally:
        host.close()


def test_nobody_listening_is_said_plainly(card_store: CardStore) -> None:
    guest = RemoteGame(LOOPBACK, 1, CODE, card_store, card_store, versions(card_store))
    with pytest.raises(Exception) as failed:
        guest.join(JoinDeck("Forest Shadow", []))
    assert "Nobody answers at 127.0.0.1:1" in str(failed.value)
