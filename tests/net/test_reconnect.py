"""A dropped connection: the seat is held, the game pauses on both sides, the guest comes back
with its token and gets the whole table and its pending request again. A host that stopped
(a crash) hosts the saved game again for the same guest. A seat not come back to in time is
given up, on both sides."""

from __future__ import annotations

import threading
import time

from lan_helpers import deck, join, start_host, versions

from fault_proxy import FaultProxy
from playmat.ai.bots import RandomBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.i18n.catalogue import Reader
from playmat.net.guest import RemoteGame
from playmat.net.guest_bots import RandomGuestBot
from playmat.net.headless import play_to_the_end
from playmat.net.hosted import HostedGame
from playmat.rules.actions import EndTurn

READER = Reader()


def _wait(condition, seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.01)


def _wait_for_decisions(game: HostedGame, count: int) -> None:
    """Until the game holds more than ``count`` decisions (the seeded games here are long: one
    that ended first fails the test rather than hiding the cut it was to take)."""
    _wait(lambda: len(game.session.game.decisions) > count or game.over)
    assert not game.over, f"the seeded game ended after {len(game.session.game.decisions)} steps"


def _drive(game, settled: threading.Event) -> threading.Thread:
    thread = threading.Thread(target=play_to_the_end, args=(game, settled), daemon=True)
    thread.start()
    return thread


def test_a_dropped_guest_pauses_the_game_and_comes_back_to_finish_it(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Roaring Heat"))
    proxy = FaultProxy(host.port)
    try:
        guest = join(card_store, host, deck(starter_decks, "Forest Shadow"), port=proxy.port)
        game = host.game
        assert game is not None
        game.session.use_bot(0, RandomBot(1))
        _drive(game, game.settled)
        _drive(guest, guest.settled)
        _wait_for_decisions(game, 20)
        proxy.accepting = False
        proxy.cut_now()
        _wait(lambda: not game.connected() and not guest.connected())
        step = len(game.session.game.decisions)
        # Paused for both: nobody may decide, and each table says why.
        assert READER.render(game.why_not(EndTurn(), 0).message).startswith(
            "The game is paused until your opponent is back"
        )
        assert READER.render(guest.why_not(EndTurn(), 1).message).startswith(
            "The game is paused until the host is back"
        )
        assert "lost the connection: the game is paused" in READER.render(game.opponent_status())
        time.sleep(0.5)
        assert len(game.session.game.decisions) == step
        proxy.accepting = True
        _wait(lambda: game.connected() and guest.connected())
        _wait(lambda: guest.settled.is_set(), 60)
        assert game.over
        assert guest.observe(1) == game.observe(1)
        result = guest.audit_result
        assert result is not None and result.passed
    finally:
        proxy.close()
        host.close()


def test_a_seat_not_come_back_to_in_time_is_given_up_on_both_sides(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Roaring Heat"), hold_seconds=1.0)
    proxy = FaultProxy(host.port)
    try:
        guest = join(
            card_store,
            host,
            deck(starter_decks, "Bright Tide"),
            port=proxy.port,
            hold_seconds=1.5,
        )
        game = host.game
        assert game is not None
        proxy.accepting = False
        proxy.cut_now()
        assert game.settled.wait(10) and game.abandoned
        assert READER.render(game.opponent_status()).startswith("Player 2 did not come back")
        assert guest.settled.wait(10)
        assert guest.gone is not None
        assert READER.render(guest.opponent_status()).startswith("Player 1 did not come back")
        assert not game.over and guest.audit_result is None
    finally:
        proxy.close()
        host.close()


def test_a_restarted_host_hosts_the_saved_game_again_for_the_same_guest(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Bright Tide"))
    proxy = FaultProxy(host.port)
    first = host.game
    try:
        guest = join(card_store, host, deck(starter_decks, "Roaring Heat"), port=proxy.port)
        first = host.game
        assert first is not None
        first.session.use_bot(0, RandomBot(1))
        stopped = threading.Event()
        host_side = _drive(first, stopped)
        _drive(guest, guest.settled)
        _wait_for_decisions(first, 30)
        # The host dies: it stops deciding and listening, its connection drops unannounced.
        stopped.set()
        host_side.join(5)
        host.stop()
        proxy.accepting = False
        proxy.cut_now()
        decisions = list(first.session.game.decisions)
        _wait(lambda: not guest.connected())

        again = HostedGame.load(first.session.path, card_store, card_store)
        assert again.session.game.decisions == decisions
        rehost = start_host(
            card_store, deck(starter_decks, "Bright Tide"), port=host.port, resumed=again
        )
        assert rehost.code == host.code and rehost.port == host.port
        again.session.use_bot(0, RandomBot(7))
        proxy.accepting = True
        assert rehost.joined.wait(20), [READER.render(n) for n in guest.notices()]
        _drive(again, again.settled)
        _wait(lambda: guest.settled.is_set(), 60)
        assert again.over
        assert guest.observe(1) == again.observe(1)
        result = guest.audit_result
        assert result is not None and result.passed, READER.render(result.detail) if result else ""
        rehost.close()
    finally:
        proxy.close()
        host.close()


def test_a_guest_that_stopped_comes_back_from_its_save_and_finishes(
    card_store: CardStore, starter_decks: dict[str, list[Card]]
) -> None:
    host = start_host(card_store, deck(starter_decks, "Forest Shadow"))
    proxy = FaultProxy(host.port)
    try:
        first = join(card_store, host, deck(starter_decks, "Bright Tide"), port=proxy.port, seed=5)
        game = host.game
        assert game is not None
        game.session.use_bot(0, RandomBot(1))
        _drive(game, game.settled)
        stopped = threading.Event()
        _drive(first, stopped)
        _wait_for_decisions(game, 25)
        # The guest's Playmat dies: it stops deciding, its connection drops, it comes back
        # from its save (with a bot of its own again).
        stopped.set()
        first._leaving = True
        proxy.cut_now()
        _wait(lambda: not game.connected())
        first.save()
        again = RemoteGame.resume(
            first.path,
            card_store,
            card_store,
            versions(card_store),
            bot=RandomGuestBot(5),
        )
        assert again.deck_names == first.deck_names
        _wait(lambda: again.connected())
        _drive(again, again.settled)
        _wait(lambda: again.settled.is_set(), 60)
        assert game.over and again.observe(1) == game.observe(1)
        result = again.audit_result
        assert result is not None and result.passed, READER.render(result.detail) if result else ""
    finally:
        proxy.close()
        host.close()
