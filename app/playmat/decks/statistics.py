"""What a player reads off a deck at a glance: what it is made of, its evolution lines, and the
odds of the opening hand.

The odds are hypergeometric: the opening hand is 7 cards drawn from the shuffled deck without
putting any back. They are the odds of the first 7 cards, before any mulligan, so the chance of
no Basic Pokémon is the chance of a mulligan. Pure Python, so the deck builder, the command line
and the tests share it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import comb

from playmat.cards.model import Card, EnergyType, Supertype
from playmat.rules.energy import basic_energy_type

OPENING_HAND = 7
#: The kinds a Trainer is counted as, in the order they are listed.
TRAINER_KINDS = ("Item", "Supporter", "Stadium", "Pokémon Tool", "Technical Machine")


def chance_at_least(
    copies: int, deck_size: int, drawn: int = OPENING_HAND, wanted: int = 1
) -> float:
    """The chance that at least ``wanted`` of ``copies`` cards are among the first ``drawn``
    cards of a shuffled ``deck_size``-card deck."""
    if deck_size < 0 or not 0 <= copies <= deck_size:
        raise ValueError(f"{copies} copies can't be in a deck of {deck_size} cards")
    drawn = max(0, min(drawn, deck_size))
    if wanted <= 0:
        return 1.0
    if deck_size == 0:
        return 0.0
    hands = comb(deck_size, drawn)
    fewer = sum(comb(copies, k) * comb(deck_size - copies, drawn - k) for k in range(wanted))
    return 1.0 - fewer / hands


@dataclass(frozen=True)
class EvolutionLine:
    """A Basic Pokémon (or the card something evolves from) and what evolves from it, stage by
    stage. A stage may hold several Pokémon (Eevee's evolutions); a count of 0 marks a Pokémon
    the deck needs to evolve but does not have."""

    stages: tuple[tuple[tuple[str, int], ...], ...]

    def __str__(self) -> str:
        return " → ".join(
            " / ".join(f"{name} {count}" for name, count in stage) for stage in self.stages
        )

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(name for stage in self.stages for name, count in stage if count == 0)


@dataclass(frozen=True)
class DeckStatistics:
    total: int
    #: Cards of each supertype, always in the order Pokémon, Trainer, Energy.
    by_supertype: tuple[tuple[Supertype, int], ...]
    #: Within each supertype: ("Basic", 12), ("Supporter", 4), ("Special", 2)...
    kinds: dict[Supertype, tuple[tuple[str, int], ...]]
    #: Pokémon by their (first) type, most first.
    pokemon_types: tuple[tuple[EnergyType, int], ...]
    #: Energy cards by the type of Basic Energy; ``None`` stands for Special Energy.
    energy_types: tuple[tuple[EnergyType | None, int], ...]
    basics: int
    lines: tuple[EvolutionLine, ...]
    #: Copies of each card name.
    copies: dict[str, int]

    @property
    def basic_chance(self) -> float:
        """The chance of at least one Basic Pokémon among the first 7 cards."""
        return chance_at_least(self.basics, self.total)

    def opening_chance(self, name: str) -> float:
        """The chance of at least one card named ``name`` among the first 7 cards."""
        return chance_at_least(self.copies.get(name, 0), self.total)


def deck_statistics(entries: Sequence[tuple[Card, int]]) -> DeckStatistics:
    counted = [(card, count) for card, count in entries if count > 0]
    supertypes: Counter[Supertype] = Counter()
    kinds: dict[Supertype, Counter[str]] = {s: Counter() for s in Supertype}
    pokemon_types: Counter[EnergyType] = Counter()
    energy_types: Counter[EnergyType | None] = Counter()
    copies: Counter[str] = Counter()
    for card, count in counted:
        supertypes[card.supertype] += count
        kinds[card.supertype][_kind(card)] += count
        copies[card.name] += count
        if card.is_pokemon and card.types:
            pokemon_types[card.types[0]] += count
        if card.is_energy:
            energy_types[basic_energy_type(card) if card.is_basic_energy else None] += count
    return DeckStatistics(
        total=sum(count for _, count in counted),
        by_supertype=tuple((s, supertypes[s]) for s in Supertype),
        kinds={s: tuple(_ordered(s, kinds[s])) for s in Supertype},
        pokemon_types=tuple(pokemon_types.most_common()),
        energy_types=tuple(energy_types.most_common()),
        basics=sum(count for card, count in counted if card.is_basic_pokemon),
        lines=evolution_lines(counted),
        copies=dict(copies),
    )


def _kind(card: Card) -> str:
    if card.is_pokemon:
        return card.stage or "Basic"
    if card.is_energy:
        return "Basic" if card.is_basic_energy else "Special"
    for kind in TRAINER_KINDS:
        if any(subtype.startswith(kind) for subtype in card.subtypes):
            return kind
    return card.subtypes[0] if card.subtypes else "Trainer"


def _ordered(supertype: Supertype, counts: Counter[str]) -> list[tuple[str, int]]:
    """Stages in play order, Trainer kinds in the usual order, anything else after them."""
    order: tuple[str, ...] = ()
    if supertype is Supertype.POKEMON:
        order = ("Basic", "Stage 1", "Stage 2")
    elif supertype is Supertype.TRAINER:
        order = TRAINER_KINDS
    known = [(kind, counts[kind]) for kind in order if counts[kind]]
    other = sorted((kind, n) for kind, n in counts.items() if kind not in order)
    return known + other


def evolution_lines(entries: Iterable[tuple[Card, int]]) -> tuple[EvolutionLine, ...]:
    """The deck's evolution lines, in the order their first card appears in the deck.

    A Pokémon whose previous stage is not in the deck starts a line from that missing card
    (count 0). Basic Pokémon that nothing evolves from are not lines.
    """
    counts: dict[str, int] = {}
    parent: dict[str, str | None] = {}
    for card, count in entries:
        if not card.is_pokemon or count <= 0:
            continue
        counts[card.name] = counts.get(card.name, 0) + count
        parent.setdefault(card.name, card.evolves_from)
    children: dict[str, list[str]] = {}
    for name, previous in parent.items():
        if previous is not None:
            children.setdefault(previous, []).append(name)
    roots: list[str] = []
    for name in parent:
        root = _root(name, parent)
        if root not in roots and root in children:
            roots.append(root)
    lines = []
    for root in roots:
        stages, stage, seen = [], [root], {root}
        while stage:
            stages.append(tuple((name, counts.get(name, 0)) for name in stage))
            stage = [c for name in stage for c in children.get(name, []) if c not in seen]
            seen.update(stage)
        lines.append(EvolutionLine(tuple(stages)))
    return tuple(lines)


def _root(name: str, parent: dict[str, str | None]) -> str:
    """The first card of ``name``'s line: the lowest stage in the deck, or the missing card
    just below it."""
    seen = {name}
    while True:
        previous = parent.get(name)
        if previous is None or previous in seen:
            return name
        if previous not in parent:
            return previous
        seen.add(previous)
        name = previous
