"""Pieces of sentences many shapes share: the Pokémon a text names ("Basic Grass Pokémon",
"Team Rocket's Pokémon", "Pokémon ex and Pokémon V"), the cards an effect picks ("a Basic
Pokémon", "up to 2 basic Energy cards", "1 Pokémon or 1 Basic Energy card", "up to 5 in any
combination of Pokémon and Basic Energy cards"), which of your Pokémon a text names ("each of
your Benched Pokémon"), Special Conditions, and where a shape may stand."""

from __future__ import annotations

import re

from playmat.cards.model import Card
from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, TYPE, Context, Miss, energy_type
from playmat.effects.attaching import TO_ANY, TO_EACH, TO_ONE
from playmat.effects.attack_conditions import KindCard
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
from playmat.effects.switching import SwitchOpponentsActive
from playmat.rules.state import Condition

#: Text that may stand in an attack's, an Ability's or a Trainer's effect alike.
EVERYWHERE = (ATTACK, ABILITY, TRAINER)

#: The Special Conditions, without a group.
CONDITION_NAMES = r"Asleep|Burned|Confused|Paralyzed|Poisoned"
CONDITION = rf"(?P<condition>{CONDITION_NAMES})"

_TYPES = TYPE.removeprefix("(?P<type>").removesuffix(")")
#: A type, without a group ("Grass").
TYPES = rf"(?:{_TYPES})"
#: "their" as texts of every era write it.
THEIR = r"(?:their|his or her)"


def optional(match: re.Match[str]) -> bool:
    """Whether the sentence says "you may" (EN II-E-10): its ``may`` group, where it has one."""
    return bool(match.groupdict().get("may"))


def require_own_pokemon(context: Context) -> None:
    """Text that names "this Pokémon" (the attacker, the Ability's Pokémon): a Trainer has
    none, so the text is not understood there."""
    if context.where == TRAINER:
        raise Miss('a Trainer has no "this Pokémon"')


def after_opponent_switch(context: Context) -> None:
    """ "The new Active Pokémon" names the Pokémon an earlier switch of the opponent's Active
    Pokémon put there: without one the text is not understood."""
    if not any(isinstance(part, SwitchOpponentsActive) for part in context.parts):
        raise Miss("no switch of the opponent's Active Pokémon came before")


# -- Pokémon -----------------------------------------------------------------------------------

#: A trainer whose Pokémon a card names: "Ethan's", "Team Rocket's" (capitalised words).
OWNER = r"(?:(?-i:[A-Z])[\w.-]* )*(?-i:[A-Z])[\w.-]*'s"
#: Pokémon as a text names them, without a count: a stage, a type or "non-" a type, a
#: trainer's, a kind (Ancient, Future, Tera, Mega Evolution), "ex", "ex and Pokémon V", an HP
#: limit: "Basic non-Colorless Pokémon", "Team Rocket's Pokémon", "Pokémon ex or Pokémon V",
#: "Basic Pokémon with 70 HP or less". It has no groups, so a shape may use it more than once;
#: read with :func:`pokemon_filter`.
POKEMON_NOUN = (
    rf"(?:(?:Basic|Evolution|Stage [12]) )?(?:(?:non-)?{TYPES} )?(?:{OWNER} )?"
    r"(?:(?:Ancient|Future|Tera|Mega Evolution) )?Pokémon(?: ex(?: (?:and|or) Pokémon V)?)?"
    r"(?: with \d+ HP or less)?(?: with a Rule Box| that (?:doesn't|don't) have a Rule Box)?"
    r"(?: that (?:has|have) an Ability)?"
)
_POKEMON_WORDS = re.compile(
    rf"(?:(?P<stage>Basic|Evolution|Stage [12]) )?(?:(?P<non>non-)?(?P<type>{_TYPES}) )?"
    rf"(?:(?P<owner>{OWNER}) )?(?:(?P<kind>Ancient|Future|Tera|Mega Evolution) )?Pokémon"
    r"(?P<ex> ex(?P<v> (?:and|or) Pokémon V)?)?(?: with (?P<hp>\d+) HP or less)?"
    r"(?: (?P<rule_box>with a Rule Box|that (?:doesn't|don't) have a Rule Box))?"
    r"(?P<ability> that (?:has|have) an Ability)?",
    re.IGNORECASE,
)
_STAGES = {"basic": "basic", "evolution": "evolution", "stage 1": "stage1", "stage 2": "stage2"}


def pokemon_filter(words: str | None) -> CardFilter:
    """The filter of Pokémon words (:data:`POKEMON_NOUN`; none: any Pokémon), the simplest that
    says them ("Basic Pokémon": :class:`BasicPokemon`); :class:`Miss` for words no filter
    stands for ("Tera Pokémon ex")."""
    if words is None:
        return AnyPokemon()
    match = _POKEMON_WORDS.fullmatch(words)
    if match is None:
        raise Miss(f"{words!r} are not Pokémon")
    stage = _STAGES[match["stage"].lower()] if match["stage"] else ""
    typed = energy_type(match["type"]) if match["type"] else None
    energy, not_type = (None, typed) if match["non"] else (typed, None)
    kind = _pokemon_kind(match)
    owner = match["owner"] or ""
    max_hp = int(match["hp"]) if match["hp"] else 0
    rule_box = ("with" if "with" in match["rule_box"] else "without") if match["rule_box"] else ""
    has_ability = bool(match["ability"])
    if not (kind or owner or max_hp or not_type or rule_box or has_ability):
        if not stage and energy is None:
            return AnyPokemon()
        if stage == "basic" and energy is None:
            return BasicPokemon()
        if stage == "evolution" and energy is None:
            return EvolutionPokemon()
        if not stage and energy is not None:
            return PokemonOfType(energy)
    return PokemonCard(
        stage=stage,
        energy=energy,
        trainer=owner,
        kind=kind,
        max_hp=max_hp,
        not_type=not_type,
        rule_box=rule_box,
        has_ability=has_ability,
    )


def _pokemon_kind(match: re.Match[str]) -> str:
    """The :class:`PokemonCard` kind the words name: one at the most."""
    prefix = (match["kind"] or "").lower()
    if match["v"]:
        if prefix:
            raise Miss("a kind of Pokémon ex or Pokémon V")
        return "ex_or_v"
    if prefix == "mega evolution":
        if not match["ex"]:
            raise Miss("Mega Evolution Pokémon without ex")
        return "mega_ex"
    if prefix:
        if match["ex"]:
            raise Miss(f"{prefix} Pokémon ex")
        return prefix
    return "ex" if match["ex"] else ""


def some_pokemon(words: str | None) -> CardFilter | None:
    """The filter of Pokémon words, or ``None`` for any Pokémon at all (a part's default)."""
    found = pokemon_filter(words)
    return None if isinstance(found, AnyPokemon) else found


#: Some of your Pokémon a text names, in one piece: "1 of your Benched Pokémon", "each of your
#: Grass Pokémon", "your Benched Pokémon in any way you like". Read with :func:`your_pokemon`.
YOURS = (
    rf"(?:1 of|each of|all of) your (?:Benched )?{POKEMON_NOUN}|"
    rf"your (?:Benched )?{POKEMON_NOUN} in any way you like"
)
_YOURS_PARTS = re.compile(
    rf"(?P<which>1 of |each of |all of )?your (?P<benched>Benched )?(?P<pokemon>{POKEMON_NOUN})"
    r"(?P<any> in any way you like)?",
    re.IGNORECASE,
)


def your_pokemon(words: str) -> tuple[str, bool, CardFilter]:
    """Which of your Pokémon :data:`YOURS` names (``TO_ONE``, ``TO_EACH``, ``TO_ANY`` of
    :mod:`playmat.effects.attaching`), whether Benched ones only, and which."""
    found = _YOURS_PARTS.fullmatch(words)
    if found is None:
        raise Miss(f"{words!r} names no Pokémon of yours")
    if found["any"]:
        which = TO_ANY
    elif (found["which"] or "").lower().startswith(("each", "all")):
        which = TO_EACH
    else:
        which = TO_ONE
    return which, bool(found["benched"]), pokemon_filter(found["pokemon"])


# -- cards -------------------------------------------------------------------------------------

_ENERGY = rf"(?:(?:basic|Basic|Special) )?(?:{TYPES} )?Energy(?: cards?)?"
_TRAINER = r"(?:Item|Supporter|Stadium|Trainer|Pokémon Tool) cards?"
_NAME_HAS = r'(?: that (?:has|have) "[^"]+" in (?:its|their) names?)?'
#: A card named in the text ("Arven's Sandwich cards", "a Fennel card"): capitalised words.
_NAMED_CARDS = r"(?-i:[A-Z][\w'.:é-]*(?: [A-Z0-9][\w'.:é-]*)*) cards?"
#: One kind of card, as printed, without a count ("Basic Grass Energy cards", "Tera Pokémon",
#: "Supporter card that has "Team Rocket" in its name"; "this Pokémon" is the card's own name).
#: It has no groups, so a shape may use it more than once.
NOUN = (
    rf"(?:(?:{POKEMON_NOUN}|{_ENERGY}|{_TRAINER}|this Pokémon(?: ex)?|cards?|{_NAMED_CARDS})"
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
    if _POKEMON_WORDS.fullmatch(words):
        return pokemon_filter(words)
    kind = _KIND_CARDS.fullmatch(words)
    if kind:
        return KindCard(kind["kind"].capitalize(), (kind["of"] or "").replace("pokémon", "Pokémon"))
    named = _CARD_NAME.fullmatch(words)
    if named:
        return named_card(named["name"], card)
    raise Miss(f"no filter for {words!r}")


#: Cards of a kind printed on them ("Ancient cards", "a Future Supporter card").
_KIND_CARDS = re.compile(
    r"(?P<kind>Ancient|Future) (?:(?P<of>Supporter|Item|Pokémon) )?cards?", re.I
)


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
