"""The colours of the game: one table for the eleven types and the Trainer kinds.

Kept free of Qt so that every drawing of a card takes its colours from here: the Qt views (through
:mod:`playmat.ui.palette`) and the printed proxies drawn with Pillow, so a Fire card is the same
orange on screen and on paper. The colours not tied to a type are in :mod:`playmat.cards.inks`.
"""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, CardListing, EnergyType


@dataclass(frozen=True)
class TypeColours:
    """``base`` fills an Energy symbol, ``light`` tints a card's panel, ``ink`` writes on base."""

    base: str
    light: str
    ink: str


TYPE_COLOURS: dict[EnergyType, TypeColours] = {
    EnergyType.GRASS: TypeColours("#4f9a36", "#e2f0d3", "#ffffff"),
    EnergyType.FIRE: TypeColours("#e0531f", "#fbe0d2", "#ffffff"),
    EnergyType.WATER: TypeColours("#2f86d0", "#d6e9f8", "#ffffff"),
    EnergyType.LIGHTNING: TypeColours("#f0c419", "#fcf3cc", "#2b2b2b"),
    EnergyType.PSYCHIC: TypeColours("#964bae", "#eddcf2", "#ffffff"),
    EnergyType.FIGHTING: TypeColours("#b0622a", "#f1e0d0", "#ffffff"),
    EnergyType.DARKNESS: TypeColours("#2e4650", "#d3dadd", "#ffffff"),
    EnergyType.METAL: TypeColours("#8a979f", "#e5e9ec", "#ffffff"),
    EnergyType.FAIRY: TypeColours("#e0639c", "#fadcea", "#ffffff"),
    EnergyType.DRAGON: TypeColours("#a88a1e", "#efe6c4", "#ffffff"),
    EnergyType.COLORLESS: TypeColours("#e9e7df", "#f5f4ef", "#3a3a3a"),
}

#: Trainer cards are coloured by their kind, as the printed cards are.
TRAINER_COLOURS: dict[str, TypeColours] = {
    "Item": TypeColours("#3b78b8", "#dde8f4", "#ffffff"),
    "Supporter": TypeColours("#d9782a", "#f9e4d1", "#ffffff"),
    "Stadium": TypeColours("#3d9a5b", "#dcefe2", "#ffffff"),
    "Pokémon Tool": TypeColours("#8757b0", "#e8ddf2", "#ffffff"),
    "Technical Machine": TypeColours("#5b6f8a", "#e0e5ec", "#ffffff"),
}
GENERIC_TRAINER = TypeColours("#6f7c89", "#e4e8ec", "#ffffff")
SPECIAL_ENERGY = TypeColours("#8c959d", "#eceef0", "#ffffff")


def type_colours(energy: EnergyType) -> TypeColours:
    return TYPE_COLOURS[energy]


def card_energy_type(card: Card | CardListing) -> EnergyType | None:
    """The type a card is coloured by: a Pokémon's first type, a basic Energy's type.

    pokemon-tcg-data gives Energy cards no type, so a basic Energy's type is read from its name
    (``Fire Energy``, ``Basic Darkness Energy``); this is for colour only, never for rules.
    """
    if card.types:
        return card.types[0]
    if card.is_energy and "Basic" in card.subtypes:
        words = card.name.split()
        for energy in EnergyType:
            if energy.value in words:
                return energy
    return None


def trainer_kind(card: Card) -> str | None:
    """The Trainer kind that colours the card (``Item``, ``Supporter``, ...), if known."""
    for subtype in card.subtypes:
        if subtype in TRAINER_COLOURS:
            return subtype
        if subtype.startswith("Pokémon Tool"):
            return "Pokémon Tool"
    return None


def card_colours(card: Card) -> TypeColours:
    """The colours of a card's frame and panel."""
    energy = card_energy_type(card)
    if energy is not None:
        return TYPE_COLOURS[energy]
    if card.is_trainer:
        kind = trainer_kind(card)
        return TRAINER_COLOURS[kind] if kind else GENERIC_TRAINER
    if card.is_energy:
        return SPECIAL_ENERGY
    return TYPE_COLOURS[EnergyType.COLORLESS]
