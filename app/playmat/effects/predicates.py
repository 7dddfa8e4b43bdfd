"""Conditions on an effect ("if heads", "if you do") and filters on cards ("Basic Pokémon")."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import Condition, Estimate
from playmat.i18n.message import Arg, Message, Term, msg
from playmat.rules.energy import basic_energy_type, energy_units
from playmat.rules.scripting import BoardFacts, EffectContext

# -- conditions ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Heads(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.heads", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


@dataclass(frozen=True)
class Tails(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.tails", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and not ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


@dataclass(frozen=True)
class YouDid(Condition):
    """EN II-E-19 "Do X. If you do, do Y": Y only when X was done."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.you_did", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.did

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


@dataclass(frozen=True)
class DefenderIsType(Condition):
    energy: EnergyType

    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_is_type", type=self.energy.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        return defender is not None and self.energy in ctx.game.state.top_card(defender).types

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and self.energy in defender.types)


@dataclass(frozen=True)
class DefenderResists(Condition):
    energy: EnergyType

    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_resists", type=self.energy.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        if defender is None:
            return False
        resistances = ctx.game.state.top_card(defender).resistances
        return any(r.type is self.energy for r in resistances)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(
            defender is not None and any(r.type is self.energy for r in defender.resistances)
        )


@dataclass(frozen=True)
class DefenderIsEvolution(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_is_evolution", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        return defender is not None and not ctx.game.state.top_card(defender).is_basic_pokemon

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and not defender.is_basic_pokemon)


@dataclass(frozen=True)
class SelfHasEnergy(Condition):
    energy: EnergyType

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_energy", type=self.energy.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        state = ctx.game.state
        return any(
            self.energy in unit for uid in pokemon.energy for unit in energy_units(state.card(uid))
        )

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(
            any(self.energy in unit for card in facts.attached() for unit in energy_units(card))
        )


# -- card filters ----------------------------------------------------------------------------


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
#: What else a :class:`PokemonCard` may ask for: a Pokémon ex, a Tera Pokémon, a Mega
#: Evolution Pokémon ex ("" for nothing more).
POKEMON_KINDS = ("", "ex", "tera", "mega_ex")


@dataclass(frozen=True)
class PokemonCard(CardFilter):
    """A Pokémon card with what the text asks of it: "a Basic Grass Pokémon", "Basic Pokémon
    with 70 HP or less", "an Evolution Team Rocket's Pokémon", "Pokémon ex". A trainer's
    Pokémon ("Ethan's Pokémon") is a Pokémon whose name begins with the trainer's name."""

    stage: str = ""
    energy: EnergyType | None = None
    #: The trainer whose Pokémon it must be ("Ethan's", "Team Rocket's"); ``""`` for any.
    trainer: str = ""
    kind: str = ""
    #: "with N HP or less"; 0 for any HP.
    max_hp: int = 0
    key = "pokemon_card"

    def __post_init__(self) -> None:
        if self.stage not in POKEMON_STAGES:
            raise ValueError(f"{self.stage!r} is not a stage")
        if self.kind not in POKEMON_KINDS:
            raise ValueError(f"{self.kind!r} is not a kind of Pokémon")
        if self.max_hp < 0:
            raise ValueError("the HP limit can't be negative")

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
        }[self.kind]
        return (
            stage
            and kind
            and (self.energy is None or self.energy in card.types)
            and (not self.trainer or card.name.startswith(self.trainer + " "))
            and (not self.max_hp or (card.hp or 0) <= self.max_hp)
        )

    def _args(self) -> dict[str, Arg]:
        return {
            "stage": Term(f"pokemon_stage.{self.stage or 'any'}"),
            "type": (
                msg("pokemon_words.type", type=self.energy.term)
                if self.energy
                else Term("pokemon_words.none")
            ),
            "trainer": (
                msg("pokemon_words.trainer", name=self.trainer)
                if self.trainer
                else Term("pokemon_words.none")
            ),
            # Which article "a"/"an" the catalogue puts before the first word ("an Ethan's
            # Pokémon"): the stage's, else the trainer name's first letter is a vowel.
            "vowel": not self.stage
            and not self.energy
            and self.trainer[:1].upper() in ("A", "E", "I", "O", "U"),
            "kind": self.kind or "none",
            "max_hp": self.max_hp,
        }


@dataclass(frozen=True)
class NamedCard(CardFilter):
    """A card of one name ("up to 2 Shroodle": the Pokémon's own name in its text)."""

    name: str
    key = "named"

    def __post_init__(self) -> None:
        if not self.name:
            raise ValueError("a card name can't be empty")

    def matches(self, card: Card) -> bool:
        return card.name == self.name

    def _args(self) -> dict[str, Arg]:
        return {"name": self.name}


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


# -- conditions on the player's Pokémon ------------------------------------------------------


@dataclass(frozen=True)
class AllYourPokemon(Condition):
    """ "If all of your Pokémon in play are Team Rocket's Pokémon": every one of them (the
    Active and the Benched) is a card of the filter."""

    filter: CardFilter

    def sentence(self, then: Message) -> Message:
        return msg("condition.all_your_pokemon", pokemon=self.filter.noun(2), then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        in_play = state.players[ctx.player].in_play()
        return bool(in_play) and all(self.filter.matches(state.top_card(p)) for p in in_play)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        # An attack's estimate sees the names on the Bench, not the attacking Pokémon's card.
        return 0.5
