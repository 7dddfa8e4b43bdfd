"""A fault-injecting proxy between guest and host: a connection cut at a frame, frames delayed,
sent twice or swapped. A frame that arrives twice or out of order doesn't open and closes the
connection; the guest comes back with its token, a decision the host never got is sent again,
and the game ends exactly as it does without faults.

The guest's decisions never travel two at a time (it waits for the table after each), so a
swap of two frames is tested on the host's updates; a decision frame is cut, delayed and sent
twice. Frames 1 to 4 of the guest are the handshake and the join."""

from __future__ import annotations

import pytest
from fault_proxy import TO_GUEST, TO_HOST, Fault, FaultProxy
from lan_helpers import deck, join, play_out, start_host

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.i18n.catalogue import Reader
from playmat.net.fairness import state_hash


def _play(
    card_store: CardStore, starter_decks: dict[str, list[Card]], faults: list[Fault]
) -> tuple[str, list[object], list[str]]:
    """The final state hash, the decisions and what the host was told, for one seeded game."""
    host = start_host(card_store, deck(starter_decks, "Bright Tide"))
    proxy = FaultProxy(host.port, faults)
    try:
        guest = join(card_store, host, deck(starter_decks, "Forest Shadow"), port=proxy.port)
        game = play_out(host, guest)
        notices = [Reader().render(n) for n in game.notices()]
    finally:
        proxy.close()
        host.close()
    assert all(fault.done for fault in faults), "a fault never struck"
    result = guest.audit_result
    assert result is not None and result.passed
    return state_hash(game.session.game), list(game.session.game.decisions), notices


#: The same game without faults, played once for every test here.
_WITHOUT_FAULTS: list[tuple[str, list[object], list[str]]] = []


@pytest.mark.parametrize(
    "faults",
    [
        pytest.param([Fault(TO_HOST, 6, "cut")], id="cut-guest-frame-6"),
        pytest.param([Fault(TO_GUEST, 40, "cut")], id="cut-host-frame-40"),
        pytest.param(
            [Fault(TO_HOST, 5, "delay", 0.4), Fault(TO_GUEST, 9, "delay", 0.3)], id="delay"
        ),
        pytest.param([Fault(TO_HOST, 8, "duplicate")], id="duplicate-decision"),
        pytest.param([Fault(TO_GUEST, 25, "swap")], id="reorder-updates"),
        pytest.param(
            [Fault(TO_HOST, 9, "cut"), Fault(TO_GUEST, 60, "duplicate"), Fault(TO_HOST, 30, "cut")],
            id="several",
        ),
    ],
)
def test_the_game_ends_exactly_as_without_faults(
    card_store: CardStore, starter_decks: dict[str, list[Card]], faults: list[Fault]
) -> None:
    if not _WITHOUT_FAULTS:
        _WITHOUT_FAULTS.append(_play(card_store, starter_decks, []))
    expected_hash, expected_decisions, clean_notices = _WITHOUT_FAULTS[0]
    found_hash, found_decisions, notices = _play(card_store, starter_decks, faults)
    assert found_decisions == expected_decisions
    assert found_hash == expected_hash
    assert not any("lost the connection" in n for n in clean_notices)
    broke = [
        f for f in faults if f.kind in ("cut", "duplicate") or (f.kind == "swap" and not f.alone)
    ]
    lost = [n for n in notices if "lost the connection" in n]
    # Each fault that broke the connection made the host pause the game once.
    assert len(lost) == len(broke), notices
