"""What the Hard player reads from the Easy opponent's last turn about the cards in their hand
(``ai.reading``): it is true of every hand the Easy player really holds, and the pictured
copies deal the hidden cards so."""

from __future__ import annotations

import random
from collections import Counter

from playmat.ai.bots import ComputerBot
from playmat.ai.reading import HandReading, keep_out_of_hand
from playmat.cards.starter import starter_decks
from playmat.play.games import SCRIPTS
from playmat.rules.determinize import Pictures
from playmat.rules.game import Game
from playmat.rules.state import Phase
from rulebook_helpers import deck_of

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]
CATALOG = {card.id: card for deck in DECKS for card in deck}


def _readings(seed: int) -> list[tuple[Game, HandReading]]:
    """An Easy-vs-Easy game, read at every decision of player 1 (index 0) after setup, with a
    copy of the game and of the reading at each."""
    game = Game((DECKS[seed % 3], DECKS[(seed + 1) % 3]), seed, scripts=SCRIPTS)
    bots = (ComputerBot(seed), ComputerBot(seed + 1))
    reading = HandReading()
    found = []
    while not game.over:
        player = game.decider
        assert player is not None
        if player == 0 and game.state.phase is not Phase.SETUP:
            reading.update(game.observation(0), game.rules.bench_size, CATALOG)
            copy = HandReading()
            copy.__dict__.update(reading.__dict__)
            found.append((game.clone(), copy))
        game.apply(bots[player].choose(game, player), player)
    return found


def test_what_is_read_of_the_easy_opponents_hand_is_almost_always_true_of_it() -> None:
    """No Energy card in the hand after a turn that attached none, no Basic Pokémon while the
    Bench has room: the Easy player would have played them. Not always: a Pokémon Knocked Out
    by Confusion after the opponent attacked leaves room the Easy player had no time to fill."""
    told = right = 0
    kinds = Counter[str]()
    for seed in range(12):
        for game, reading in _readings(seed):
            excluded = reading.excluded()
            if excluded is None:
                continue
            told += 1
            hand = [game.state.cards[uid] for uid in game.state.players[1].hand]
            right += not any(excluded(card) for card in hand)
            kinds["energy"] += any(excluded(c) for c in CATALOG.values() if c.is_energy)
            kinds["basic"] += any(excluded(c) for c in CATALOG.values() if c.is_basic_pokemon)
    assert right >= 0.97 * told
    assert kinds["energy"] > 20 and kinds["basic"] > 20


def test_a_pictured_hand_holds_none_of_the_cards_read_out_of_it() -> None:
    checked = 0
    for game, reading in _readings(7):
        excluded = reading.excluded()
        if excluded is None:
            continue
        pictures = Pictures(game, 0)
        world = pictures.deal(3)
        hidden = Counter(world.state.cards[uid].id for uid in pictures.places[1])

        keep_out_of_hand(world, 1, pictures.places[1], excluded, random.Random(3))

        hand = [world.state.cards[uid] for uid in world.state.players[1].hand]
        assert not any(excluded(card) for card in hand)
        # The same cards, moved among the hidden places only: player 1 sees the same table.
        assert Counter(world.state.cards[uid].id for uid in pictures.places[1]) == hidden
        assert world.observation(0) == game.observation(0)
        checked += 1
    assert checked > 3
