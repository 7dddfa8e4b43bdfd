"""Pieces of sentences many shapes share: the cards an effect picks ("a Basic Pokémon", "up to 2
basic Energy cards", "1 Pokémon or 1 Basic Energy card", "up to 5 in any combination of Pokémon
and Basic Energy cards"), Special Conditions, and counts written with "up to"."""

from __future__ import annotations

import re

from playmat.cards.model import Card
from playmat.compiler.grammar import TYPE, Miss, energy_type
from playmat.effects.predicates import (
    AnyCard,
    AnyOf,
    AnyPokemon,
    BasicEnergy,
    BasicPokemon,
    CardFilter,
    EnergyCard,
    EnergyCardOfType,
    EvolutionPokemon,
    ItemCard,
    NamedCard,
    NameHas,
    PokemonCard,
    PokemonOfType,
    TrainerCard,
)
from playmat.rules.state import Condition

CONDITION = r"(?P<condition>Asleep|Burned|Confused|Paralyzed|Poisoned)"
SECOND_CONDITION = r"(?: and (?P<also>Asleep|Burned|Confused|Paralyzed|Poisoned))?"

_TYPES = TYPE.removeprefix("(?P<type>").removesuffix(")")
#: A trainer whose Pokémon a card names ("Ethan's Pokémon", "Team Rocket's Pokémon").
_OWNER = r"(?-i:Team Rocket's|[A-Z][a-z]*'s)"
_POKEMON = (
    rf"(?:(?:Basic|Evolution|Stage [12]) )?(?:(?:{_TYPES}) )?(?:{_OWNER} )?"
    r"(?:(?:Tera|Mega Evolution) )?Pokémon(?: ex)?(?: with \d+ HP or less)?"
)
_ENERGY = rf"(?:(?:basic|Basic|Special) )?(?:(?:{_TYPES}) )?Energy(?: cards?)?"
_TRAINER = r"(?:Item|Supporter|Stadium|Trainer|Pokémon Tool) cards?"
_NAME_HAS = r'(?: that (?:has|have) "[^"]+" in (?:its|their) names?)?'
#: One kind of card, as printed, without a count ("Basic Grass Energy cards", "Tera Pokémon",
#: "Supporter card that has "Team Rocket" in its name"; "this Pokémon" is the card's own name).
#: It has no groups, so a shape may use it more than once.
#: A card named in the text ("Arven's Sandwich cards", "a Fennel card"): capitalised words.
_NAMED_CARDS = r"(?-i:[A-Z][\w'.:é-]*(?: [A-Z0-9][\w'.:é-]*)*) cards?"
NOUN = (
    rf"(?:(?:{_POKEMON}|{_ENERGY}|{_TRAINER}|this Pokémon(?: ex)?|cards?|{_NAMED_CARDS})"
    rf"{_NAME_HAS})"
)

#: The cards an effect picks, as printed: one kind, kinds joined by "or" ("1 Pokémon or 1 Basic
#: Energy card"), or "in any combination of" kinds. Read with :func:`card_filter`.
CARDS = (
    rf"(?P<cards>in any combination of {NOUN}(?:, {NOUN})*,? and {NOUN}|"
    rf"{NOUN}(?: or (?!less\b|more\b)(?:1 |an? )?{NOUN})*)"
)

_COMBINATION = re.compile(r"in any combination of ", re.I)
_EITHER = re.compile(r" or (?!less\b|more\b)(?:1 |an? )?", re.I)
_AND = re.compile(r",? and |, ", re.I)
_NAMED = re.compile(r'^(?P<cards>.+) that (?:has|have) "(?P<text>[^"]+)" in (?:its|their) names?$')
_TRAINER_KINDS = {
    "supporter card": "Supporter",
    "stadium card": "Stadium",
    "trainer card": "",
    "pokémon tool card": "Pokémon Tool",
}
_ENERGY_WORDS = re.compile(
    rf"^(?:(?P<basic>basic )|(?P<special>special ))?(?:(?P<type>{_TYPES}) )?energy(?: cards?)?$",
    re.I,
)
_POKEMON_WORDS = re.compile(
    rf"^(?:(?P<stage>basic|evolution|stage 1|stage 2) )?(?:(?P<type>{_TYPES}) )?"
    rf"(?:(?P<owner>{_OWNER}) )?(?:(?P<kind>tera|mega evolution) )?pokémon(?P<ex> ex)?"
    r"(?: with (?P<hp>\d+) HP or less)?$",
    re.I,
)
_CARD_NAME = re.compile(r"(?P<name>[A-Z][\w'.:é-]*(?: [A-Z0-9][\w'.:é-]*)*) cards?")
#: Capitalised words that name a kind of card, not a card ("Ancient cards", "ACE SPEC cards").
_NOT_NAMES = frozenset(
    {
        "Ancient",
        "Future",
        "ACE SPEC",
        "Tera",
        "Basic",
        "Special",
        "Trainer",
        "Item",
        "Supporter",
        "Stadium",
        "Tool",
        "Energy",
        "Pokémon",
        "Evolution",
        "Prism Star",
        "Radiant",
        "BREAK",
        "Technical Machine",
        "TM",
        "Fossil",
        "Unown",
        "Team Plasma",
        "Team Aqua",
        "Team Magma",
        "Rapid Strike",
        "Single Strike",
        "Fusion Strike",
        "Dragon",
        "Lost",
        "TAG TEAM",
        "GX",
        "EX",
        "V",
        "VMAX",
        "VSTAR",
        "V-UNION",
        "Ultra Beast",
        "Baby",
        "Shining",
        "Dynamax",
        "Gigantamax",
        "Holon",
        "Star",
    }
)
_STAGES = {"basic": "basic", "evolution": "evolution", "stage 1": "stage1", "stage 2": "stage2"}


def card_filter(match: re.Match[str], card: Card | None = None) -> CardFilter:
    """The filter the ``cards`` group of a match names; ``card`` is the card whose text it is
    (its own name reads "this Pokémon")."""
    return cards_filter(match["cards"], card)


def cards_filter(words: str, card: Card | None = None) -> CardFilter:
    """The filter of printed words that :data:`CARDS` matches; :class:`Miss` for words no
    filter stands for."""
    words = words.strip()
    combination = _COMBINATION.match(words)
    if combination:
        kinds = _AND.split(words[combination.end() :])
        return AnyOf(tuple(_kind(kind, card) for kind in kinds))
    kinds = _EITHER.split(words)
    if len(kinds) > 1:
        return AnyOf(tuple(_kind(kind, card) for kind in kinds))
    return _kind(words, card)


def _kind(words: str, card: Card | None) -> CardFilter:
    """One kind of card (:data:`NOUN`)."""
    named = _NAMED.match(words)
    if named:
        return NameHas(_kind(named["cards"], card), named["text"])
    lower = words.lower()
    singular = re.sub(r"\bcards\b", "card", lower)
    if singular == "card":
        return AnyCard()
    if lower in ("this pokémon", "this pokémon ex"):
        if card is None:
            raise Miss("no card to name")
        return NamedCard(card.name + (" ex" if lower.endswith(" ex") else ""))
    if singular == "item card":
        return ItemCard()
    if singular in _TRAINER_KINDS:
        return TrainerCard(_TRAINER_KINDS[singular])
    energy = _ENERGY_WORDS.match(words)
    if energy:
        return _energy(energy)
    pokemon = _POKEMON_WORDS.match(words)
    if pokemon:
        return _pokemon(pokemon)
    named = _CARD_NAME.fullmatch(words)
    if named:
        return named_card(named["name"], card)
    raise Miss(f"no filter for {words!r}")


#: A card's name as a text prints it (capitalised words), or "this Pokémon" (its own name).
NAME = r"(?:this Pokémon|(?-i:[A-Z][\w'.:é-]*(?: [A-Z0-9][\w'.:é-]*)*))"


def named_card(name: str, card: Card | None = None) -> CardFilter:
    """The cards of a name the text prints ("a Dreepy", "Arven's Sandwich cards"); "this
    Pokémon" is the card's own name. :class:`Miss` for words that name a kind of card
    ("Basic Pokémon", "Ancient")."""
    if name.lower() == "this pokémon":
        if card is None:
            raise Miss("no card to name")
        return NamedCard(card.name)
    if name in _NOT_NAMES or any(word in _NOT_NAMES for word in name.split()):
        raise Miss(f"{name!r} is a kind of card, not a name")
    return NamedCard(name)


def _energy(match: re.Match[str]) -> CardFilter:
    if match["special"]:
        if match["type"]:
            raise Miss("Special Energy of a type")
        return EnergyCard(special=True)
    if match["type"]:
        # A "Grass Energy card" is a basic Grass Energy card (Special Energy are named).
        return EnergyCardOfType(energy_type(match["type"]))
    return BasicEnergy() if match["basic"] else EnergyCard()


def _pokemon(match: re.Match[str]) -> CardFilter:
    stage = _STAGES[match["stage"].lower()] if match["stage"] else ""
    energy = energy_type(match["type"]) if match["type"] else None
    kind = ""
    if match["kind"]:
        if match["kind"].lower() == "tera":
            if match["ex"]:
                raise Miss("Tera Pokémon ex")
            kind = "tera"
        else:
            if not match["ex"]:
                raise Miss("Mega Evolution Pokémon without ex")
            kind = "mega_ex"
    elif match["ex"]:
        kind = "ex"
    owner = match["owner"] or ""
    max_hp = int(match["hp"]) if match["hp"] else 0
    if not (kind or owner or max_hp):
        if not stage and energy is None:
            return AnyPokemon()
        if stage == "basic" and energy is None:
            return BasicPokemon()
        if stage == "evolution" and energy is None:
            return EvolutionPokemon()
        if not stage and energy is not None:
            return PokemonOfType(energy)
    return PokemonCard(stage=stage, energy=energy, trainer=owner, kind=kind, max_hp=max_hp)


def names_pokemon(cards: CardFilter) -> bool:
    """Whether a filter names Pokémon only (what may go onto a Bench)."""
    if isinstance(cards, AnyOf):
        return all(names_pokemon(f) for f in cards.filters)
    if isinstance(cards, NameHas):
        return names_pokemon(cards.cards)
    return isinstance(
        cards, (AnyPokemon, BasicPokemon, EvolutionPokemon, PokemonOfType, PokemonCard, NamedCard)
    )


def condition(name: str) -> Condition:
    return Condition(name.capitalize())


#: One card of each of several kinds ("1 Pokémon, 1 Supporter card, and 1 Basic Energy card"),
#: in a group named ``slots``; read with :func:`slot_filters`.
SLOTS = rf"(?P<slots>(?:1|an?) {NOUN}(?:(?:, (?:and )?| and )(?:1|an?) {NOUN})+)"
_SLOT = re.compile(r"(?:^|, (?:and )?| and )(?:1|an?) ", re.I)


def slot_filters(match: re.Match[str], card: Card | None = None) -> tuple[CardFilter, ...]:
    """The filters of a :data:`SLOTS` group, one for each kind of card."""
    kinds = [kind for kind in _SLOT.split(match["slots"]) if kind]
    return tuple(_kind(kind, card) for kind in kinds)
