"""Nothing the guest receives names a card in the host's hand, deck or face-down Prize cards:
every frame the host sends, read as plain JSON just before it is sealed, over many games."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from lan_helpers import deck, join, play_out, start_host

from playmat.ai.bots import ComputerBot, RandomBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.net.guest import RemoteGame
from playmat.net.guest_bots import ComputerGuestBot, GuestBot, RandomGuestBot
from playmat.net.host import LanHost
from playmat.net.hosted import HostedGame
from playmat.net.probes import hand_probes
from playmat.rules.actions import Action
from playmat.rules.game import Game
from playmat.rules.observation import CardView, Observation
from playmat.rules.ruleset import RuleSet
from playmat.rules.wire import encode

HOST, GUEST = 0, 1
GAMES = [
    ("Forest Shadow", "Roaring Heat", "random", 1),
    ("Roaring Heat", "Bright Tide", "random", 2),
    ("Bright Tide", "Forest Shadow", "random", 3),
    ("Forest Shadow", "Forest Shadow", "computer", 4),
    ("Roaring Heat", "Roaring Heat", "computer", 5),
    ("Bright Tide", "Roaring Heat", "computer", 6),
]


def _walk(data: Any) -> Iterator[Any]:
    yield data
    if isinstance(data, dict):
        for value in data.values():
            yield from _walk(value)
    elif isinstance(data, list):
        for value in data:
            yield from _walk(value)


def _named(frame: dict[str, Any]) -> tuple[set[int], set[str]]:
    """The handles of the cards a frame shows face up, and every card id it names."""
    handles: set[int] = set()
    ids: set[str] = set()
    for node in _walk(frame):
        if isinstance(node, dict):
            if {"handle", "id", "name"} <= set(node) and isinstance(node["handle"], int):
                handles.add(node["handle"])
                ids.add(node["id"])
            if "$card" in node:
                ids.add(node["$card"][0])
    return handles, ids


class Dragging:
    """A guest that, in its turn, first drags every card of its hand over every place its
    table offers (asking the host why each refused move is refused, as its table does), then
    lets ``bot`` decide: so the host's answers are inspected too."""

    def __init__(self, bot: GuestBot) -> None:
        self.bot = bot
        self.guest: RemoteGame | None = None

    def decide(self, observation: Observation, legal: Sequence[Action], rules: RuleSet) -> Action:
        guest = self.guest
        if guest is not None and observation.awaiting_action:
            for seen in observation.me.hand:
                if isinstance(seen, CardView):
                    for move in hand_probes(observation, guest.card, seen.handle):
                        guest.why_not(move, observation.viewer)
        return self.bot.decide(observation, legal, rules)


class Inspector:
    """Looks at each frame against the game as it stands when the frame is sent."""

    def __init__(self) -> None:
        self.host: LanHost | None = None
        self.frames = 0
        self.kinds: Counter[str] = Counter()
        self.leaks: list[str] = []

    def tap(self, payload: bytes) -> None:
        frame = json.loads(payload)
        hosted = self.host.game if self.host is not None else None
        if hosted is None:
            return  # the handshake and the commitment: nothing of the game yet
        game = hosted.session.game
        self.frames += 1
        self.kinds[frame["type"]] += 1
        if frame["type"] == "reveal":
            if not game.over:
                self.leaks.append("the secret and the host's deck were revealed mid-game")
            return
        hidden, allowed = _secrets(game)
        handles, ids = _named(frame)
        for handle in handles & hidden:
            self.leaks.append(f"{frame['type']} shows the host's hidden card {handle}")
        for card_id in ids - allowed:
            self.leaks.append(f"{frame['type']} names {card_id}, which the guest can't know")


def _secrets(game: Game) -> tuple[set[int], set[str]]:
    """The host's hidden cards (their handles), and the ids the guest may know of: its own
    cards, the host's cards in public zones, and those the rules showed the guest."""
    state = game.state
    host = state.players[HOST]
    hidden = {*host.hand, *host.deck, *host.prizes}
    allowed = {card.id for card in game.decks[GUEST]}
    for pokemon in host.in_play():
        allowed |= {state.card(u).id for u in (*pokemon.stack, *pokemon.energy, *pokemon.tools)}
    allowed |= {state.card(u).id for u in (*host.discard, *host.lost_zone, *state.stadium)}
    for event in game.events:
        _, named = _named({"entry": encode(event.for_player(GUEST))})
        allowed |= named
    return hidden, allowed


@pytest.mark.parametrize(("host_deck", "guest_deck", "bots", "seed"), GAMES)
def test_no_frame_to_the_guest_names_a_card_the_host_keeps_hidden(
    card_store: CardStore,
    starter_decks: dict[str, list[Card]],
    host_deck: str,
    guest_deck: str,
    bots: str,
    seed: int,
) -> None:
    inspector = Inspector()
    host = start_host(
        card_store, deck(starter_decks, host_deck), tap=inspector.tap, secret=bytes([seed]) * 32
    )
    inspector.host = host
    try:
        guest_bot = (
            RandomGuestBot(seed) if bots == "random" else ComputerGuestBot(card_store, card_store)
        )
        dragging = Dragging(guest_bot)
        guest = join(card_store, host, deck(starter_decks, guest_deck), bot=dragging, seed=seed)
        dragging.guest = guest
        game: HostedGame = play_out(
            host, guest, host_seed=seed, bot=RandomBot(seed) if bots == "random" else ComputerBot()
        )
    finally:
        host.close()
    assert game.over and guest.audit_result is not None and guest.audit_result.passed
    assert inspector.frames > 50  # a whole game, not one cut short
    assert inspector.kinds["verdicts"] > 5  # the host's answers were inspected too
    assert inspector.leaks == []
    if isinstance(guest_bot, ComputerGuestBot):
        # The computer at the guest's seat decided from its table alone, without a failure.
        assert guest_bot.bot.errors == []
