"""Random legal decks from the whole shared pool play whole games with every invariant checked:
compiled cards of any era never crash the engine nor break a rule's invariant. The benchmark
plays 1,000 games per pool; this series is small enough for every run."""

from __future__ import annotations

import random
from collections.abc import Mapping

from playmat.cards.model import Card
from playmat.decks.validation import validate
from random_decks import RandomDecks, play_random_decks


def test_random_decks_are_legal_and_use_the_pool(pool: Mapping[str, Card]) -> None:
    decks = RandomDecks(pool.values())
    rng = random.Random(3)
    for _ in range(20):
        deck = decks.deck(rng)
        counts: dict[str, int] = {}
        for card in deck:
            counts[card.id] = counts.get(card.id, 0) + 1
        assert len(deck) == 60
        assert validate([(next(c for c in deck if c.id == i), n) for i, n in counts.items()]) == []
        assert any(not card.is_energy for card in deck)


def test_random_decks_from_the_whole_pool_play_without_a_broken_rule(
    pool: Mapping[str, Card],
) -> None:
    series = play_random_decks(pool.values(), games=12, seed=7)
    assert series.broken == []
    assert series.games == 12
    assert series.scripted_cards, "compiled cards took part"
