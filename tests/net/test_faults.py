"""A fault-injecting proxy between guest and host: a connection cut at a frame, frames delayed,
sent twice or swapped. A frame that arrives twice or out of order doesn't open and closes the
connection; the guest comes back with its token, a decision the host never got is sent again,
and the game ends exactly as it does without faults.

The guest's decisions never travel two at a time (it waits for the table after each), so a
swap of two frames is tested on the host's updates; a decision frame is cut, delayed and sent
twice. Where a fault strikes is a share of the frames the same game sends without faults, so
it strikes mid-game whatever length the seeded game has; frames 1 to 5 each way are the
handshake and the join."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from lan_helpers import deck, join, play_out, start_host

from fault_proxy import TO_GUEST, TO_HOST, Fault, FaultProxy
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.i18n.catalogue import Reader
from playmat.net.fairness import state_hash

#: One worker plays the game without faults once for every test here.
pytestmark = pytest.mark.xdist_group("lan_faults")

#: The frames each way before the game's first table.
HANDSHAKE_FRAMES = 5


@dataclass(frozen=True)
class Played:
    state_hash: str
    decisions: list[object]
    notices: list[str]
    frames: dict[str, int]


def _play(
    card_store: CardStore, starter_decks: dict[str, list[Card]], faults: list[Fault]
) -> Played:
    """One seeded game through the proxy with ``faults``."""
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
    return Played(
        state_hash(game.session.game), list(game.session.game.decisions), notices, proxy.counts
    )


#: The same game without faults, played once for every test here.
_WITHOUT_FAULTS: list[Played] = []

#: Each fault: which way, how far into the game (a share of that way's frames), what it does.
FAULTS = {
    "cut-guest-frame": [(TO_HOST, 0.05, "cut", 0.0)],
    "cut-host-frame": [(TO_GUEST, 0.3, "cut", 0.0)],
    "delay": [(TO_HOST, 0.05, "delay", 0.4), (TO_GUEST, 0.1, "delay", 0.3)],
    "duplicate-decision": [(TO_HOST, 0.1, "duplicate", 0.0)],
    "reorder-updates": [(TO_GUEST, 0.2, "swap", 0.0)],
    "several": [
        (TO_HOST, 0.1, "cut", 0.0),
        (TO_GUEST, 0.4, "duplicate", 0.0),
        (TO_HOST, 0.3, "cut", 0.0),
    ],
}


@pytest.mark.parametrize("name", list(FAULTS))
def test_the_game_ends_exactly_as_without_faults(
    card_store: CardStore, starter_decks: dict[str, list[Card]], name: str
) -> None:
    if not _WITHOUT_FAULTS:
        _WITHOUT_FAULTS.append(_play(card_store, starter_decks, []))
    clean = _WITHOUT_FAULTS[0]
    assert len(clean.decisions) > 50, "the seeded game is too short to strike in its middle"
    faults = [
        Fault(way, max(HANDSHAKE_FRAMES + 1, round(share * clean.frames[way])), kind, seconds)
        for way, share, kind, seconds in FAULTS[name]
    ]
    found = _play(card_store, starter_decks, faults)
    assert found.decisions == clean.decisions
    assert found.state_hash == clean.state_hash
    assert not any("lost the connection" in n for n in clean.notices)
    broke = [
        f
        for f in faults
        if (f.kind in ("cut", "duplicate") or (f.kind == "swap" and not f.alone))
        # One that struck a reconnection's handshake (where the frames counted over the run
        # fell depends on timing) broke no game: the guest just tried again.
        and f.struck_at > HANDSHAKE_FRAMES
    ]
    lost = [n for n in found.notices if "lost the connection" in n]
    # Each fault that broke the connection made the host pause the game once.
    assert len(lost) == len(broke), found.notices
