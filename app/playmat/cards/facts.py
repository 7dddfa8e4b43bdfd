"""The facts the rules play by, set on a card when it is read from card data.

The pokemon-tcg-data records say some things only in words: how many Prize cards a rule box
gives up ("... your opponent takes 2 Prize cards."), which attacks are GX attacks and which
attacks or Abilities are VSTAR Powers (their reminder text), and a basic Energy's type (its
name). The importer, the starter-set loader and the database migration read them here once, into
fields of the card; the engine reads only the fields (R-11, R-13).
"""

from __future__ import annotations

import re
from dataclasses import replace

from playmat.cards.model import Ability, Attack, Card, EnergyType

_PRIZE_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4}
_PRIZE_TEXT = re.compile(
    r"opponent takes (\d+|one|two|three|four) (?:more )?Prize cards?", re.IGNORECASE
)
#: Rule-box subtypes and the Prize cards they give up, used when the text names no number.
_RULE_BOX_PRIZES = {
    "VMAX": 3,
    "TAG TEAM": 3,
    "V-UNION": 3,
    "EX": 2,
    "GX": 2,
    "V": 2,
    "VSTAR": 2,
    "ex": 2,
    "MEGA": 2,
    # Every Pokémon LEGEND gives up 2 Prize cards; the data omits that line on some of them.
    "LEGEND": 2,
}
#: The reminders printed on once-per-game attacks and powers (R-13).
_GX_REMINDER = "GX attack in a game"
_VSTAR_REMINDER = "VSTAR Power in a game"
_ENERGY_NAMES = tuple((energy.value.lower(), energy) for energy in EnergyType)


def with_play_facts(card: Card) -> Card:
    """``card`` with its Prize count, once-per-game markers and basic Energy type set from
    its data."""
    return replace(
        card,
        prize_count=prize_count(card),
        energy_type=energy_type(card),
        attacks=tuple(_marked_attack(attack) for attack in card.attacks),
        abilities=tuple(_marked_ability(ability) for ability in card.abilities),
    )


def prize_count(card: Card) -> int:
    """Read from the rule box text where the data has it, else from the rule-box subtype;
    0 for Trainers and Energy."""
    if not card.is_pokemon:
        return 0
    for rule in card.rules:
        match = _PRIZE_TEXT.search(rule)
        if match:
            number = match.group(1).lower()
            return int(number) if number.isdigit() else _PRIZE_WORDS[number]
    return max((_RULE_BOX_PRIZES.get(s, 1) for s in card.subtypes), default=1)


def energy_type(card: Card) -> EnergyType | None:
    """The type of a basic Energy card: its own type where the data gives one, else its name
    ("Grass Energy", or "Basic Grass Energy" as the Scarlet & Violet data names some)."""
    if not card.is_basic_energy:
        return None
    if card.types:
        return card.types[0]
    name = card.name.lower().removeprefix("basic ")
    for prefix, energy in _ENERGY_NAMES:
        if name.startswith(prefix):
            return energy
    return None


def _marked_attack(attack: Attack) -> Attack:
    return replace(
        attack, gx=_GX_REMINDER in attack.text, vstar_power=_VSTAR_REMINDER in attack.text
    )


def _marked_ability(ability: Ability) -> Ability:
    return replace(ability, vstar_power=_VSTAR_REMINDER in ability.text)
