"""The facts the rules play by, set on a card when it is read from card data.

The pokemon-tcg-data records say some things only in words: how many Prize cards a rule box
gives up ("... your opponent takes 2 Prize cards."), which attacks are GX attacks and which
attacks or Abilities are VSTAR Powers (their reminder text), a basic Energy's type (its name),
and what a Special Energy provides ("This card provides ColorlessColorless Energy", "provides
every type of Energy but provides only 1 Energy at a time": EN I-C, C-01). The importer, the
starter-set loader and the database migration read them here once, into fields of the card;
the engine reads only the fields (R-11, R-13).
"""

from __future__ import annotations

import re
from dataclasses import replace

from playmat.cards.model import Ability, Attack, Card, EnergyType
from playmat.cards.text_format import is_reminder

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
        provides=energy_provision(card),
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


_TYPES = "|".join(energy.value for energy in EnergyType)
#: "While in play, " and "As long as this card is attached to a Pokémon, " say nothing more
#: than that it is attached: Energy provides Energy only while attached.
_WHILE_ATTACHED = (
    r"(?:(?:As long as|While) this card is attached to a Pokémon, |While in play, )?"
    r"(?P<subject>.+?) provides "
)
_AT_A_TIME = r",? but (?:only )?provides (?:only )?(?P<count>\d+) Energy at a time\."
_PROVISIONS = (
    # "ColorlessColorless Energy", "Darkness Energy", "2 Colorless Energy"
    (
        "symbols",
        re.compile(rf"{_WHILE_ATTACHED}(?P<units>(?:{_TYPES})+|\d+ (?:{_TYPES})) Energy\.", re.I),
    ),
    ("every", re.compile(rf"{_WHILE_ATTACHED}every type of Energy{_AT_A_TIME}", re.I)),
    # "2 in any combination of Psychic Energy and Darkness Energy": 2 units, each either type.
    (
        "combination",
        re.compile(
            rf"{_WHILE_ATTACHED}(?P<count>\d+) in any combination of "
            rf"(?P<units>(?:{_TYPES}) Energy(?:,? (?:and|or) (?:{_TYPES}) Energy)+)\.",
            re.I,
        ),
    ),
    (
        "either",
        re.compile(
            rf"{_WHILE_ATTACHED}(?P<units>(?:{_TYPES})(?:(?: Energy)?,? (?:and )?(?:{_TYPES}))+)"
            rf" Energy{_AT_A_TIME}",
            re.I,
        ),
    ),
)
#: Sentences end at a full stop, even one the data prints with no space after it.
_SENTENCE = re.compile(r"(?<=\.)\s+|(?<=[a-z]\.)(?=[A-Z])")


def provision_units(sentence: str, card_name: str) -> tuple[tuple[EnergyType, ...], ...] | None:
    """The Energy a Special Energy's sentence says it provides, one tuple of types per unit;
    None for any other sentence (or one that provides only under a condition)."""
    for kind, regex in _PROVISIONS:
        match = regex.fullmatch(sentence.strip())
        if match is None or match["subject"].lower() not in ("this card", "it", card_name.lower()):
            continue
        if kind == "every":
            return (tuple(EnergyType),) * int(match["count"])
        named = tuple(_types_in(match["units"]))
        if kind == "either":
            return (named,) * int(match["count"])
        if kind == "combination":
            return (named,) * int(match["count"])
        count = re.match(r"(\d+) ", match["units"])
        return tuple((t,) for t in named) * (int(count.group(1)) if count else 1)
    return None


def energy_provision(card: Card) -> tuple[tuple[EnergyType, ...], ...]:
    """What a Special Energy provides, from the sentences of its text that say it; ``()`` when
    they say nothing the rules can read (it then provides 1 Colorless, EN I-C)."""
    if not card.is_energy or card.is_basic_energy:
        return ()
    for rule in card.rules:
        for sentence in _SENTENCE.split(rule):
            units = provision_units(sentence, card.name)
            if units is not None:
                return units
    return ()


def _types_in(words: str) -> list[EnergyType]:
    return [EnergyType(found.capitalize()) for found in re.findall(_TYPES, words, re.I)]


#: The Mega Evolution rule ("When 1 of your Pokémon becomes a Mega Evolution Pokémon, your turn
#: ends.") and Primal Reversion's ("... becomes Primal Kyogre-EX, your turn ends.").
_ENDS_TURN = re.compile(r"When 1 of your Pokémon becomes .+, your turn ends\.")


def ends_turn_when_evolved(card: Card) -> bool:
    """The Pokémon's rule box says the turn ends when one of its player's Pokémon becomes it
    (the Mega Evolution rule): a fact the rules read as it evolves."""
    return card.is_pokemon and any(_ENDS_TURN.search(rule) for rule in card.rules)


#: A card that stays in the discard pile: no effect puts it into its player's hand or deck.
_STAYS_IN_DISCARD = "This card can't be put into your hand or deck from the discard pile."


def stays_in_discard(card: Card) -> bool:
    """The card's text says no effect may put it from the discard pile into its player's hand
    or deck (ACE SPEC cards such as Poké Vital A): a fact the effects read."""
    return any(_STAYS_IN_DISCARD in rule for rule in card.rules)


def effect_text(card: Card) -> str:
    """The effect a Trainer's or Special Energy's script must carry out: its text without the
    reminders of how its kind is played, and without the sentences saying what a Special
    Energy provides (a fact the rules read, :func:`energy_provision`) or that the card stays in
    the discard pile (:func:`stays_in_discard`); ``""`` for Pokémon and
    basic Energy (a Pokémon's rule box is played by the rules: its Prize count, the deck
    rules)."""
    if card.is_pokemon or card.is_basic_energy:
        return ""
    kept = []
    for rule in card.rules:
        if is_reminder(rule):
            continue
        rule = rule.replace(_STAYS_IN_DISCARD, "").strip()
        if card.is_energy:
            sentences = _SENTENCE.split(rule)
            rule = " ".join(s for s in sentences if provision_units(s, card.name) is None)
        if rule:
            kept.append(rule)
    return " ".join(kept)
