"""The words of a card's kind in the reader's language: its supertype, subtypes and stage
(``Pokémon``, ``Stage 1``, ``Supporter``), for the card face, lists and ``playmat cards show``.

The card data names kinds in English; a kind the catalogue translates (``subtype.stage_1``) is
shown in the reader's words, and a kind every language prints in Latin letters (``GX``,
``VSTAR``, ``TAG TEAM``), or one newer than the catalogue, as the data has it.
"""

from __future__ import annotations

import re
import unicodedata

from playmat.cards.model import Card, CardListing, EnergyType
from playmat.i18n.catalogue import current_catalogue, t


def _key(words: str) -> str:
    """``Pokémon Tool`` -> ``pokemon_tool``, ``Rocket's Secret Machine`` ->
    ``rockets_secret_machine``."""
    plain = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", plain.lower().replace("'", "")).strip("_")


def subtype_label(subtype: str) -> str:
    """A subtype (or stage) in the reader's words."""
    key = f"subtype.{_key(subtype)}"
    return t(key) if current_catalogue().pattern(key) is not None else subtype


def supertype_word(supertype: str) -> str:
    """``Pokémon``, ``Trainer``, ``Energy`` in the reader's words."""
    return t(f"supertype.{_key(supertype)}")


def kind_word(card: Card | CardListing) -> str:
    """``Stage 1``, ``Supporter``, ``Special Energy``: what sort of card it is, in a word."""
    if card.is_pokemon:
        return subtype_label(card.stage or "Basic")
    if card.is_trainer:
        return subtype_label(card.subtypes[0]) if card.subtypes else t("supertype.trainer")
    return t("kind.energy", special=not card.is_basic_energy)


def format_name(format_id: str) -> str:
    """``Standard``, ``Half deck``: a deck format's name in the reader's words."""
    return t(f"format.{format_id}")


def type_word(energy: EnergyType) -> str:
    """``Grass``, ``Psychic`` in the reader's words."""
    return t(f"type.{energy.name.lower()}")


def kind_label(card: Card) -> str:
    """``Pokémon Stage 2``, ``Trainer Supporter``: the supertype, then every subtype."""
    words = [supertype_word(card.supertype.value), *(subtype_label(s) for s in card.subtypes)]
    return " ".join(words)
