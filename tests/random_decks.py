"""Random legal 60-card decks from a card pool, to play the compiled card pool in self-play.

A deck is built the way a careless player would: a few Pokémon with their evolution lines,
a pile of Trainers, Special Energy now and then, and basic Energy of the Pokémon's types to
fill it. Every deck returned passes the deck rules (R-14); one that doesn't is thrown away and
another built, so the decks are legal by the same code the deck builder uses.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from playmat.cards.model import Card, EnergyType
from playmat.decks.validation import same_name, validate
from playmat.play.games import scripts_for
from playmat.play.selfplay import InvariantBroken, Matchup, play

DECK_SIZE = 60
ATTEMPTS = 100


class RandomDecks:
    """Builds random legal decks from ``cards`` (a format's pool)."""

    def __init__(self, cards: Iterable[Card]) -> None:
        pool = [card for card in cards if card.id]
        self.pokemon = [card for card in pool if card.is_pokemon]
        self.trainers = [card for card in pool if card.is_trainer]
        self.special_energy = [c for c in pool if c.is_energy and not c.is_basic_energy]
        self.basic_energy = {
            card.energy_type: card for card in pool if card.is_basic_energy and card.energy_type
        }
        self.by_name: dict[str, list[Card]] = {}
        for card in self.pokemon:
            self.by_name.setdefault(card.name, []).append(card)

    def deck(self, rng: random.Random) -> list[Card]:
        """A legal deck, one card object per copy."""
        for _ in range(ATTEMPTS):
            entries = self._attempt(rng)
            if entries and not validate(entries):
                return [card for card, count in entries for _ in range(count)]
        raise AssertionError(f"no legal deck in {ATTEMPTS} attempts: the pool is too small")

    def _attempt(self, rng: random.Random) -> list[tuple[Card, int]]:
        counts: Counter[str] = Counter()
        names: Counter[str] = Counter()
        cards: dict[str, Card] = {}

        def add(card: Card, copies: int) -> None:
            room = DECK_SIZE - counts.total()
            copies = min(copies, room, 4 - names[same_name(card)])
            if copies > 0:
                counts[card.id] += copies
                names[same_name(card)] += copies
                cards[card.id] = card

        for _ in range(rng.randint(3, 6)):
            for card in self._line(rng.choice(self.pokemon), rng):
                add(card, rng.randint(1, 4))
        for _ in range(rng.randint(6, 14)):
            add(rng.choice(self.trainers), rng.randint(1, 4))
        if self.special_energy and rng.random() < 0.5:
            add(rng.choice(self.special_energy), rng.randint(1, 3))
        types = sorted(
            {t for c in cards.values() if c.is_pokemon for t in c.types} & set(self.basic_energy),
            key=lambda energy_type: energy_type.value,
        ) or [EnergyType.FIRE]
        while counts.total() < DECK_SIZE:
            energy = self.basic_energy.get(rng.choice(types))
            if energy is None:
                return []
            counts[energy.id] += 1
            cards[energy.id] = energy
        return [(cards[card_id], count) for card_id, count in counts.items()]

    def _line(self, card: Card, rng: random.Random) -> Sequence[Card]:
        """``card`` and the Pokémon it evolves from, as far back as the pool has them."""
        line = [card]
        while line[-1].evolves_from and len(line) < 4:
            earlier = self.by_name.get(line[-1].evolves_from)
            if not earlier:
                break
            line.append(rng.choice(earlier))
        return line


@dataclass
class RandomSeries:
    """What a series of games between random decks showed."""

    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    #: The broken games: the seed, the two decks' card ids and what broke.
    broken: list[str] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)
    cards_played: set[str] = field(default_factory=set)
    scripted_cards: set[str] = field(default_factory=set)


def play_random_decks(cards: Iterable[Card], games: int, seed: int) -> RandomSeries:
    """``games`` games, each between two new random decks, with every invariant checked after
    every decision and each game replayed from its save; bots alternate between the random and
    the computer player, so the computer meets compiled cards too."""
    decks = RandomDecks(cards)
    series = RandomSeries()
    start = time.perf_counter()
    for index in range(games):
        rng = random.Random(seed + index)
        pair = {"A": decks.deck(rng), "B": decks.deck(rng)}
        unique = [*pair["A"], *pair["B"]]
        scripts = scripts_for(unique)
        bot = "computer" if index % 2 else "random"
        matchup = Matchup(seed + index, ("A", "B"), (bot, "random"))
        try:
            result = play(matchup, pair, scripts=scripts)
        except InvariantBroken as broken:
            deck_ids = [sorted({card.id for card in deck}) for deck in pair.values()]
            series.broken.append(f"{broken}\n  decks: {deck_ids}")
            continue
        series.games += 1
        series.decisions += result.decisions
        series.endings[result.end_reason.id] += 1
        series.cards_played.update(card.id for card in unique)
        series.scripted_cards.update(
            card.id for card in unique if scripts.script(card.id) is not None
        )
    series.seconds = time.perf_counter() - start
    return series
