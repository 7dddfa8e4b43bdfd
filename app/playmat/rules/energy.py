"""What Energy provides, and whether attached Energy pays a cost (R-6, KO A-01, EN I-A-01)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from playmat.cards.model import Card, EnergyType

#: One unit of Energy, as the set of types it counts as (every type for rainbow-like Energy).
Unit = frozenset[EnergyType]

_ALL_TYPES: Unit = frozenset(EnergyType)


def basic_energy_type(card: Card) -> EnergyType | None:
    """The type of a Basic Energy card, as its card data says (:mod:`playmat.cards.facts`)."""
    return card.energy_type if card.is_basic_energy else None


def energy_units(card: Card) -> list[Unit]:
    """The Energy a card provides while attached.

    Basic Energy provides 1 of its type; a Special Energy what its text says
    (:attr:`Card.provides`), else 1 Colorless (EN I-C).
    """
    return list(provided_units(card))


#: What each card provides, worked out once per card (a card is immutable): legality asks it
#: for every attached Energy on every decision. By card id, with the card it was worked out for.
_PROVIDED: dict[str, tuple[Card, tuple[Unit, ...]]] = {}


def provided_units(card: Card) -> tuple[Unit, ...]:
    """:func:`energy_units`, as a tuple kept for the card."""
    known = _PROVIDED.get(card.id)
    if known is None or known[0] is not card:
        energy = basic_energy_type(card)
        if card.provides:
            units = tuple(frozenset(unit) for unit in card.provides)
        else:
            units = (frozenset({energy if energy is not None else EnergyType.COLORLESS}),)
        known = _PROVIDED[card.id] = (card, units)
    return known[1]


def pays(cost: Sequence[EnergyType], units: Sequence[Unit]) -> bool:
    """Can these units pay ``cost``? Each typed symbol needs a unit of that type; Colorless
    takes any unit (R-6). Solved exactly by backtracking: costs have at most five symbols."""
    if len(units) < len(cost):
        return False
    typed = [t for t in cost if t is not EnergyType.COLORLESS]
    if not typed:
        return True
    colorless = len(cost) - len(typed)
    if all(len(unit) == 1 for unit in units):
        # Each unit is one type (no unit of several): a typed symbol can only take a unit of
        # its own type, so counting them is enough; the rest pay for Colorless.
        provided = [type_ for unit in units for type_ in unit]
        return all(typed.count(type_) <= provided.count(type_) for type_ in set(typed))

    def assign(index: int, free: list[bool]) -> bool:
        if index == len(typed):
            return sum(free) >= colorless
        wanted = typed[index]
        for position, unit in enumerate(units):
            if free[position] and (wanted in unit or unit == _ALL_TYPES):
                free[position] = False
                if assign(index + 1, free):
                    return True
                free[position] = True
        return False

    return assign(0, [True] * len(units))


def count_units(cards: Sequence[Card]) -> int:
    return sum(len(provided_units(card)) for card in cards)


def changed_costs(
    cost: Sequence[EnergyType], more: Mapping[EnergyType, int], fewer: int = 0
) -> list[tuple[EnergyType, ...]]:
    """An attack's cost as effects change it (D-09, D-11, D-12): ``more`` symbols of each type
    (negative: less; the totals of all such effects, never fewer symbols than none), then
    ``fewer`` symbols of any type left out: every cost that could be left, for the player to
    pay whichever they can."""
    counts = {t: cost.count(t) for t in EnergyType}
    for energy, change in more.items():
        counts[energy] = max(0, counts[energy] + change)
    changed = tuple(t for t in EnergyType for _ in range(counts[t]))
    if fewer <= 0:
        return [changed]
    return sorted(set(combinations(changed, max(0, len(changed) - fewer))))
