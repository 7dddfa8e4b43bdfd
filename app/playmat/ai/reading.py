"""What the opponent's last turn says about the cards in their hand, for the Hard player's
pictured copies of the game.

The Hard player pictures its opponent as the Easy player (:class:`~playmat.ai.bots.ComputerBot`),
and the Easy player never ends a turn with an Energy card it could have attached, nor with a
Basic Pokémon it could have put onto a Bench with room. So when no new Energy card came into
sight on the opponent's side (on their Pokémon, in their discard pile) in their last turn, their
hand holds no Energy card; when their Bench has room
at the start of the player's turn, their hand holds no Basic Pokémon. Dealing the hidden cards
so makes the pictured opponent play their next turn with the cards they can have, rather than
with Energy they would have attached already.

Everything read here is public: the Energy cards on the opponent's Pokémon and in their
discard pile, their Bench and Prize cards, the turn. The cards hidden from the player are only
moved among hidden places.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from playmat.cards.model import Card
from playmat.rules.game import Game
from playmat.rules.observation import Observation

#: Which cards the opponent's hand can't hold.
Excluded = Callable[[Card], bool]


class HandReading:
    """Follows one game from the player's decisions: what the opponent's hand can't hold."""

    def __init__(self) -> None:
        #: The turn of the player's last decision in their own turn, and the opponent's
        #: Energy cards in sight then (handles).
        self._turn = -1
        self._energy: frozenset[int] = frozenset()
        #: Their Prize cards left then.
        self._prizes = 0
        self._no_energy = False
        self._no_basic = False

    def update(
        self, observation: Observation, bench_size: int, catalog: Mapping[str, Card]
    ) -> None:
        """Read the table at a decision of the player's (call it at every one, in order);
        ``bench_size``: the room on a Bench under the game's rules; ``catalog``: the card data
        by id."""
        # The Energy cards that came out of the opponent's hand keep their handles on their
        # Pokémon and in their discard pile (one attached and discarded in the same turn, to
        # retreat, say, is still a new one there).
        side = observation.opponent
        attached = (card for pokemon in side.in_play() for card in pokemon.energy)
        energy = frozenset(
            card.handle
            for card in (*attached, *side.discard, *side.lost_zone)
            if catalog[card.id].is_energy
        )
        prizes = len(side.prizes)
        if observation.current != observation.viewer:
            self._no_energy = self._no_basic = False  # a choice in their turn: nothing known
            return
        if observation.turn != self._turn:  # the first decision of the player's turn
            # Their last turn was the one between: its new Energy cards are attached ones. A
            # Prize card they took came into their hand after they played: it could be anything.
            followed = self._turn == observation.turn - 2 >= 0 and prizes == self._prizes
            self._no_energy = followed and bool(side.in_play()) and energy <= self._energy
            self._no_basic = followed and len(side.bench) < bench_size
        elif prizes != self._prizes:  # they took a Prize card in the player's turn
            self._no_energy = self._no_basic = False
        self._turn = observation.turn
        self._energy = energy
        self._prizes = prizes

    def excluded(self) -> Excluded | None:
        """The cards the opponent's hand can't hold now, or ``None`` when nothing is known."""
        no_energy, no_basic = self._no_energy, self._no_basic
        if not (no_energy or no_basic):
            return None
        return lambda card: (no_energy and card.is_energy) or (no_basic and card.is_basic_pokemon)


def keep_out_of_hand(
    world: Game, owner: int, places: Sequence[int], excluded: Excluded, rng: random.Random
) -> None:
    """Exchange the cards of ``owner``'s hand that ``excluded`` names with cards from their
    other hidden ``places`` (deck, face-down Prize cards) that it doesn't, at random, as far
    as there are such cards."""
    cards = world.state.cards
    hand = set(world.state.players[owner].hand)
    others = [uid for uid in places if uid not in hand and not excluded(cards[uid])]
    rng.shuffle(others)
    for uid in places:
        if uid in hand and excluded(cards[uid]) and others:
            other = others.pop()
            cards[uid], cards[other] = cards[other], cards[uid]
