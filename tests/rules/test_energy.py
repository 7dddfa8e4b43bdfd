"""Basic Energy provides its type whatever way the card data writes its name (R-6)."""

from __future__ import annotations

import pytest

from playmat.cards.facts import with_play_facts
from playmat.cards.model import Card, EnergyType, Supertype
from playmat.rules.energy import basic_energy_type, energy_units


def energy(name: str, subtype: str = "Basic") -> Card:
    """An Energy card as the card data has it, with the facts the rules play by read from it
    (as the importer and the starter-set loader do)."""
    card = Card(id=f"t-{name}", name=name, supertype=Supertype.ENERGY, subtypes=(subtype,))
    return with_play_facts(card)


@pytest.mark.parametrize("name", ["Darkness Energy", "Basic Darkness Energy"])
def test_a_basic_energy_provides_the_type_in_its_name(name: str) -> None:
    assert basic_energy_type(energy(name)) is EnergyType.DARKNESS
    assert energy_units(energy(name)) == [frozenset({EnergyType.DARKNESS})]


def test_a_special_energy_has_no_basic_type() -> None:
    assert basic_energy_type(energy("Double Colorless Energy", "Special")) is None
