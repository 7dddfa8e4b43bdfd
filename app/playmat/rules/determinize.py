"""A game as one player can picture it: the same in everything that player can see, with every
card hidden from them dealt again at random from the cards hidden from them.

This is how a searching computer player looks ahead without peeking: it plays out such copies,
never the game itself. What is hidden from a player: the opponent's hand, both decks, and the
face-down Prize cards (a Prize card its owner looked at stays put, C-20; cards a pending choice
shows the player stay put too). Each player's hidden cards are dealt among that player's hidden
places, so the copy holds the same cards as the game; the decklists are open, as when both
decks are chosen on the New game dialog. The copy also gets new random streams: the game's own
seed would tell the coming shuffles and coin flips.

A hidden card's place is its handle (uid), which the observation shows without the card. The
cards are dealt in an order that depends only on the handles and on which cards are hidden, so
exchanging hidden cards among themselves in the game makes no difference to the copies.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

from playmat.rules.chance import chance_for
from playmat.rules.game import Game
from playmat.rules.observation import CardView, Observation, observe


def determinize(game: Game, player: int, seed: int) -> Game:
    """A copy of ``game`` that ``player`` can't tell from it (see the module's docstring);
    ``seed`` chooses the deal and the new random streams."""
    return Pictures(game, player).deal(seed)


class Pictures:
    """Copies of one game as one player can picture it, for many deals: what is hidden is
    worked out once."""

    def __init__(self, game: Game, player: int) -> None:
        self.game = game
        self.places = hidden_places(game, player)
        #: Each player's hidden cards, in the order of their card ids.
        self.cards = [
            sorted((game.state.cards[uid] for uid in uids), key=lambda card: card.id)
            for uids in self.places
        ]

    def deal(self, seed: int) -> Game:
        """A copy with the hidden cards dealt by ``seed``, and new random streams."""
        copy = self.game.clone()
        rng = random.Random(seed)
        state = copy.state
        for uids, hidden in zip(self.places, self.cards, strict=True):
            cards = list(hidden)
            rng.shuffle(cards)
            for uid, card in zip(uids, cards, strict=True):
                state.cards[uid] = card
        copy.chance = chance_for(rng.getrandbits(62))
        copy.forget_history()
        return copy


def hidden_places(game: Game, player: int) -> list[list[int]]:
    """For each player, the handles of the cards in their hand, deck and Prize cards that
    ``player`` can't see, in order."""
    seen = set(visible_handles(observe(game, player)))
    places = []
    for owner in game.state.players:
        zones = (owner.hand, owner.deck, owner.prizes)
        places.append(sorted(uid for zone in zones for uid in zone if uid not in seen))
    return places


def visible_handles(observation: Observation) -> Iterator[int]:
    """The handle of every card the observation shows face up."""
    stack: list[object] = [observation]
    while stack:
        value = stack.pop()
        if isinstance(value, CardView):
            yield value.handle
        elif isinstance(value, tuple):
            stack.extend(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            stack.extend(getattr(value, field.name) for field in dataclasses.fields(value))
