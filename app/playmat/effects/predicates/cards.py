"""Filters on cards: which cards an effect may pick or count ("Basic Pokémon", "up to 2 basic
Energy cards", "a Supporter card that has \"Team Rocket\" in its name")."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, EnergyType
from playmat.i18n.message import Arg, Message, Term, msg
from playmat.rules.energy import basic_energy_type


class CardFilter:
    """Which cards an effect may pick. ``key`` names them in the catalogue: ``noun.<key>`` with
    a count ("basic Energy cards"), ``one.<key>`` for one of them ("a basic Energy card")."""

    key: str = "card"

    def matches(self, card: Card) -> bool:
        raise NotImplementedError

    def noun(self, count: int) -> Message:
        return msg(f"noun.{self.key}", count=count, **self._args())

    def one(self) -> Message:
        return msg(f"one.{self.key}", **self._args())

    def _args(self) -> dict[str, Arg]:
        return {}


@dataclass(frozen=True)
class AnyCard(CardFilter):
    key = "card"

    def matches(self, card: Card) -> bool:
        return True


@dataclass(frozen=True)
class BasicPokemon(CardFilter):
    key = "basic_pokemon"

    def matches(self, card: Card) -> bool:
        return card.is_basic_pokemon


@dataclass(frozen=True)
class EvolutionPokemon(CardFilter):
    key = "evolution_pokemon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and not card.is_basic_pokemon


@dataclass(frozen=True)
class AnyPokemon(CardFilter):
    key = "pokemon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon


@dataclass(frozen=True)
class PokemonOfType(CardFilter):
    energy: EnergyType
    key = "pokemon_of_type"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and self.energy in card.types

    def _args(self) -> dict[str, Arg]:
        return {"type": self.energy.term}


@dataclass(frozen=True)
class BasicEnergy(CardFilter):
    key = "basic_energy"

    def matches(self, card: Card) -> bool:
        return card.is_basic_energy


@dataclass(frozen=True)
class EnergyCardOfType(CardFilter):
    """A basic Energy card of one type ("a Grass Energy card")."""

    energy: EnergyType
    key = "energy_of_type"

    def matches(self, card: Card) -> bool:
        return basic_energy_type(card) is self.energy

    def _args(self) -> dict[str, Arg]:
        return {"type": self.energy.term}


@dataclass(frozen=True)
class ItemCard(CardFilter):
    key = "item"

    def matches(self, card: Card) -> bool:
        return card.is_trainer and "Item" in card.subtypes


@dataclass(frozen=True)
class TrainerCard(CardFilter):
    """A Trainer card, or one of a kind of them ("a Supporter card", "Pokémon Tool cards")."""

    #: ``""`` for any Trainer, else the subtype: ``Supporter``, ``Stadium``, ``Pokémon Tool``.
    kind: str = ""
    key = "trainer"

    def __post_init__(self) -> None:
        if self.kind not in _TRAINER_KINDS:
            raise ValueError(f"{self.kind!r} is not a kind of Trainer card")

    def matches(self, card: Card) -> bool:
        return card.is_trainer and (not self.kind or self.kind in card.subtypes)

    def _args(self) -> dict[str, Arg]:
        return {"kind": Term(f"trainer_kind.{_TRAINER_KINDS[self.kind]}")}


_TRAINER_KINDS = {
    "": "trainer",
    "Supporter": "supporter",
    "Stadium": "stadium",
    "Pokémon Tool": "tool",
    "Item": "item",
}


@dataclass(frozen=True)
class EnergyCard(CardFilter):
    """Any Energy card, basic or Special ("an Energy card"); ``special``: Special Energy only."""

    special: bool = False
    key = "energy"

    def matches(self, card: Card) -> bool:
        return card.is_energy and (not self.special or not card.is_basic_energy)

    def _args(self) -> dict[str, Arg]:
        return {"special": self.special}


#: The stages a :class:`PokemonCard` may ask for ("" for any).
POKEMON_STAGES = ("", "basic", "evolution", "stage1", "stage2")
#: What else a :class:`PokemonCard` may ask for ("" for nothing more): a Pokémon ex, a Tera
#: Pokémon, a Mega Evolution Pokémon ex, an Ancient or a Future Pokémon, a Pokémon ex or
#: Pokémon V.
POKEMON_KINDS = ("", "ex", "tera", "mega_ex", "ancient", "future", "ex_or_v")
#: The subtypes of a Pokémon V (Pokémon VSTAR, VMAX and V-UNION are Pokémon V).
V_SUBTYPES = frozenset({"V", "VSTAR", "VMAX", "V-UNION"})
#: The word a kind puts before "Pokémon" ("Tera Pokémon"); the others follow it ("Pokémon ex").
_KIND_WORDS = {
    "tera": "Tera",
    "mega_ex": "Mega Evolution",
    "ancient": "Ancient",
    "future": "Future",
}


@dataclass(frozen=True)
class PokemonCard(CardFilter):
    """A Pokémon card with what the text asks of it: "a Basic Grass Pokémon", "Basic Pokémon
    with 70 HP or less", "an Evolution Team Rocket's Pokémon", "Pokémon ex", "Ancient Pokémon",
    "Basic non-Colorless Pokémon". A trainer's Pokémon ("Ethan's Pokémon") is a Pokémon whose
    name begins with the trainer's name; a Pokémon of several types is "non-X" only if none of
    them is X (D-07)."""

    stage: str = ""
    energy: EnergyType | None = None
    #: The trainer whose Pokémon it must be ("Ethan's", "Team Rocket's"); ``""`` for any.
    trainer: str = ""
    kind: str = ""
    #: "with N HP or less"; 0 for any HP.
    max_hp: int = 0
    #: "non-Colorless": a type it must not be.
    not_type: EnergyType | None = None
    #: "with a Rule Box" (``with``) or "that doesn't have a Rule Box" (``without``); ``""``
    #: for either.
    rule_box: str = ""
    #: "that has an Ability".
    has_ability: bool = False
    key = "pokemon_card"

    def __post_init__(self) -> None:
        if self.stage not in POKEMON_STAGES:
            raise ValueError(f"{self.stage!r} is not a stage")
        if self.kind not in POKEMON_KINDS:
            raise ValueError(f"{self.kind!r} is not a kind of Pokémon")
        if self.max_hp < 0:
            raise ValueError("the HP limit can't be negative")
        if self.energy is not None and self.not_type is not None:
            raise ValueError("a type and a type it must not be")
        if self.rule_box not in ("", "with", "without"):
            raise ValueError(f"{self.rule_box!r} is not with or without a Rule Box")

    def matches(self, card: Card) -> bool:
        if not card.is_pokemon:
            return False
        stage = {
            "": True,
            "basic": card.is_basic_pokemon,
            "evolution": not card.is_basic_pokemon,
            "stage1": card.stage == "Stage 1",
            "stage2": card.stage == "Stage 2",
        }[self.stage]
        kind = {
            "": True,
            "ex": "ex" in card.subtypes,
            "tera": "Tera" in card.subtypes,
            "mega_ex": "MEGA" in card.subtypes and "ex" in card.subtypes,
            "ancient": "Ancient" in card.subtypes,
            "future": "Future" in card.subtypes,
            "ex_or_v": bool({"ex", *V_SUBTYPES} & set(card.subtypes)),
        }[self.kind]
        return (
            stage
            and kind
            and (self.energy is None or self.energy in card.types)
            and (self.not_type is None or self.not_type not in card.types)
            and (not self.trainer or card.name.startswith(self.trainer + " "))
            and (not self.max_hp or (card.hp or 0) <= self.max_hp)
            and (not self.rule_box or card.has_rule_box == (self.rule_box == "with"))
            and (not self.has_ability or HasAbility().matches(card))
        )

    def _args(self) -> dict[str, Arg]:
        if self.energy is not None:
            of_type: Arg = msg("pokemon_words.type", type=self.energy.term)
        elif self.not_type is not None:
            of_type = msg("pokemon_words.not_type", type=self.not_type.term)
        else:
            of_type = Term("pokemon_words.none")
        # Which article "a"/"an" the catalogue puts before the first word ("an Ethan's
        # Pokémon", "an Ancient Pokémon"): the stage's, else that of the first word after it.
        first = self.trainer or _KIND_WORDS.get(self.kind, "Pokémon")
        return {
            "stage": Term(f"pokemon_stage.{self.stage or 'any'}"),
            "type": of_type,
            "trainer": (
                msg("pokemon_words.trainer", name=self.trainer)
                if self.trainer
                else Term("pokemon_words.none")
            ),
            "vowel": not self.stage
            and self.energy is None
            and self.not_type is None
            and first[:1].upper() in ("A", "E", "I", "O", "U"),
            "kind": self.kind or "none",
            "max_hp": self.max_hp,
            "rule_box": self.rule_box or "either",
            "has_ability": self.has_ability,
        }


@dataclass(frozen=True)
class NamedCard(CardFilter):
    """A card of one name ("up to 2 Shroodle": the Pokémon's own name in its text)."""

    name: str
    #: A Pokémon of that name, which the text names by its name alone ("your Benched
    #: Charjabug").
    pokemon: bool = False
    key = "named"

    def __post_init__(self) -> None:
        if not self.name:
            raise ValueError("a card name can't be empty")

    def matches(self, card: Card) -> bool:
        return card.name == self.name and (card.is_pokemon or not self.pokemon)

    def _args(self) -> dict[str, Arg]:
        return {"name": self.name, "pokemon": self.pokemon}


@dataclass(frozen=True)
class HasAttackNamed(CardFilter):
    """EN II-D-06: a Pokémon that has (prints) the attack named so."""

    attack: str
    key = "pokemon_with_attack"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and any(a.name == self.attack for a in card.attacks)

    def _args(self) -> dict[str, Arg]:
        return {"attack": self.attack}


@dataclass(frozen=True)
class NameHas(CardFilter):
    """Cards of another filter that have some words in their name ("Supporter cards that have
    "Team Rocket" in their name")."""

    cards: CardFilter
    text: str
    key = "name_has"

    def __post_init__(self) -> None:
        if not self.text:
            raise ValueError("the words in the name can't be empty")

    def matches(self, card: Card) -> bool:
        return self.text in card.name and self.cards.matches(card)

    def noun(self, count: int) -> Message:
        return msg("noun.name_has", count=count, cards=self.cards.noun(count), text=self.text)

    def one(self) -> Message:
        return msg("one.name_has", card=self.cards.one(), text=self.text)


@dataclass(frozen=True)
class AnyOf(CardFilter):
    """Cards that match any of several filters: "a Pokémon or a Basic Energy card", "up to 5 in
    any combination of Pokémon and Basic Energy cards"."""

    filters: tuple[CardFilter, ...]
    key = "any_of"

    def __post_init__(self) -> None:
        if len(self.filters) < 2:
            raise ValueError("any of needs at least two kinds of cards")

    def matches(self, card: Card) -> bool:
        return any(f.matches(card) for f in self.filters)

    def noun(self, count: int) -> Message:
        return msg(
            "noun.any_of",
            count=count,
            either=self._either(tuple(f.noun(1) for f in self.filters)),
            cards=tuple(f.noun(count) for f in self.filters),
        )

    def one(self) -> Message:
        return self._either(tuple(f.one() for f in self.filters))

    @staticmethod
    def _either(items: tuple[Message, ...]) -> Message:
        """``a or b or c`` as nested messages."""
        if len(items) == 1:
            return items[0]
        return msg("one.either", first=items[0], second=AnyOf._either(items[1:]))


@dataclass(frozen=True)
class HasAbility(CardFilter):
    """A Pokémon card that has an Ability ("Pokémon that have an Ability"); older Poké-Powers
    and Poké-Bodies are no Abilities."""

    key = "has_ability"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and any(a.kind == "Ability" for a in card.abilities)


@dataclass(frozen=True)
class AceSpecCard(CardFilter):
    """An ACE SPEC card (its subtype: R-14)."""

    key = "ace_spec"

    def matches(self, card: Card) -> bool:
        return "ACE SPEC" in card.subtypes


@dataclass(frozen=True)
class ExceptFor(CardFilter):
    """Cards of one filter but those of another: "Pokémon that have an Ability, except for
    Team Rocket's Pokémon"."""

    cards: CardFilter
    but: CardFilter
    key = "except_for"

    def matches(self, card: Card) -> bool:
        return self.cards.matches(card) and not self.but.matches(card)

    def noun(self, count: int) -> Message:
        return msg("noun.except_for", cards=self.cards.noun(count), but=self.but.noun(2))

    def one(self) -> Message:
        return msg("noun.except_for", cards=self.cards.one(), but=self.but.noun(2))


#: The filters parts default to: any card, any Pokémon.
ANY_CARD: CardFilter = AnyCard()
ANY_POKEMON: CardFilter = AnyPokemon()


def benchable(cards: CardFilter, card: Card) -> bool:
    """C-11: what an effect may put onto the Bench: a Basic Pokémon, or an Evolution Pokémon
    when the text names it itself ("up to 2 Stage 1 Pokémon", "a Shedinja")."""
    if not card.is_pokemon:
        return False
    if card.is_basic_pokemon:
        return True
    return isinstance(cards, (EvolutionPokemon, NamedCard)) or (
        isinstance(cards, PokemonCard) and cards.stage in ("evolution", "stage1", "stage2")
    )
